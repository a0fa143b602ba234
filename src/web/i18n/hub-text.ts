import { currentLanguage } from './i18n';
import { hubTranslators, type Language } from './messages';

/**
 * A message of the hub or the contract (Portuguese) in the reader's language: as the hub wrote
 * it for a Portuguese reader; otherwise through the language's table of templates, whose engine
 * (hub-text-engine.ts) comes with that language's chunk. Unknown text stays as the hub wrote it.
 */
export function localizeHubText(text: string, language: Language = currentLanguage()): string {
  if (language === 'pt-BR') return text;
  return hubTranslators[language]?.(text) ?? text;
}
