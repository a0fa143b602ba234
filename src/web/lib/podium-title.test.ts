import { describe, expect, it } from 'vitest';
import { translate, type TranslateParams } from '@/web/i18n/i18n';
import { addMessages, type MessageKey } from '@/web/i18n/messages';
import { results as resultMessages } from '@/web/i18n/features/results';
import { podiumTitle } from './podium-title';

describe('podiumTitle', () => {
  addMessages([resultMessages]);
  const ptBR = (key: MessageKey, params?: TranslateParams) => translate(key, params, 'pt-BR');
  const en = (key: MessageKey, params?: TranslateParams) => translate(key, params, 'en');
  const label = { ranking: 'overall', sex: null, category: null, modality: null, cut: 3 };

  it('names the ranking, the sex, then the category or the modality', () => {
    expect(podiumTitle({ ...label, sex: 'F' }, ptBR)).toBe('Geral · Feminino');
    expect(podiumTitle({ ...label, ranking: 'age_group', category: 'M 30-39' }, ptBR)).toBe(
      'Faixa etária · M 30-39',
    );
    expect(podiumTitle({ ...label, ranking: 'category', modality: 'PCD' }, en)).toBe(
      'Category · PCD',
    );
    expect(podiumTitle({ ...label, ranking: 'relay', sex: 'M' }, en)).toBe('relay · Men');
  });
});
