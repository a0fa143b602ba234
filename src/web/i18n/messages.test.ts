import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { dictionaries, LANGUAGES } from './messages';

describe('messages', () => {
  it('has every key, non-empty, in every language', () => {
    const reference = Object.keys(dictionaries['pt-BR']).sort();
    for (const language of LANGUAGES) {
      const dict = dictionaries[language];
      expect(Object.keys(dict).sort(), language).toEqual(reference);
      for (const key of reference)
        expect(dict[key as keyof typeof dict].trim(), `${language}: ${key}`).not.toBe('');
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)(?:\|[^}]*)?\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(dictionaries['pt-BR'])) {
      expect(placeholders(dictionaries.en[key as keyof typeof dictionaries.en]), key).toEqual(
        placeholders(text),
      );
    }
  });

  it('picks the singular for 1 and the plural otherwise', () => {
    expect(translate('imports.send.button', { n: '1' }, 'pt-BR')).toBe('Enviar 1 linha');
    expect(translate('imports.send.button', { n: '4.500' }, 'pt-BR')).toBe('Enviar 4.500 linhas');
    expect(translate('imports.send.button', { n: 0 }, 'en')).toBe('Send 0 rows');
  });
});
