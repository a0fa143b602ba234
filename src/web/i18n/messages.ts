import type zodEnglish from 'zod/v4/locales/en.js';
import { corePtBR } from './core';
import { errors } from './features/errors';
import type { Features, MessageKey } from './keys';
import type { Language } from './languages';

export type { MessageKey } from './keys';
export { LANGUAGES, type Language } from './languages';

/**
 * The core labels now, each event feature's once `addMessages` has them (the event route does
 * it), English all at once when it is first wanted (`loadEnglish`): a key looked up before
 * that falls back to the key itself.
 */
export const dictionaries: Record<Language, Record<MessageKey, string>> = {
  'pt-BR': { ...corePtBR, ...errors['pt-BR'] } as Record<MessageKey, string>,
  en: {} as Record<MessageKey, string>,
};

/** Zod's own English messages, with the English chunk (Portuguese: zod-messages.ts). */
export const zodLocales: { en?: typeof zodEnglish } = {};

/** The hub's and the contract's Portuguese messages in each other language (see hub-text.ts). */
export const hubText: Record<Language, Record<string, string>> = { 'pt-BR': {}, en: {} };
/** Each language's translator of those messages, set when the language's chunk arrives. */
export const hubTranslators: Partial<Record<Language, (text: string) => string>> = {};

export function addMessages(features: readonly Features[]) {
  for (const feature of features) Object.assign(dictionaries['pt-BR'], feature['pt-BR']);
}

let english: Promise<void> | null = null;

/** The English labels of the whole app, one chunk that only English readers download. */
export function loadEnglish(): Promise<void> {
  english ??= import('./en').then(
    (m) => {
      Object.assign(dictionaries.en, m.english);
      Object.assign(hubText.en, m.hubTextEn);
      zodLocales.en = m.zodEnglish;
      hubTranslators.en = (text) => m.translateHubText(text, hubText.en, 'en');
    },
    (failure: unknown) => {
      english = null;
      throw failure;
    },
  );
  return english;
}
