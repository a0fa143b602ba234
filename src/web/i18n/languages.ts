/** The console's languages, Portuguese first; below everything else in i18n (no imports). */
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
