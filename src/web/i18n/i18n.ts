import { useSyncExternalStore } from 'react';
import { formatBrl } from '@/contract/money';
import { HUB_TIME_ZONE_DEFAULT, setHubReadingZone } from '@/contract/time-zone';
import { dictionaries, LANGUAGES, loadEnglish, type Language, type MessageKey } from './messages';
import { formatTimeZone } from './time-zone';

const STORAGE_KEY = 'hub-console-language';

interface I18nState {
  language: Language;
  timeZone: string;
}

function initialLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  } catch {
    // Storage can be blocked; pt-BR is the default anyway.
  }
  return 'pt-BR';
}

function applyLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  languageListeners.forEach((listener) => listener());
}

let state: I18nState = { language: initialLanguage(), timeZone: HUB_TIME_ZONE_DEFAULT };
const listeners = new Set<() => void>();
/** Told when the language (or its chunk) changes; zod's messages follow it (zod-messages.ts). */
const languageListeners = new Set<() => void>();
applyLanguage(state.language);

export function onLanguageChange(listener: () => void) {
  languageListeners.add(listener);
}

function update(next: Partial<I18nState>) {
  state = { ...state, ...next };
  applyLanguage(state.language);
  listeners.forEach((listener) => listener());
}

export const currentLanguage = () => state.language;

/** Switches once the language's labels are there (English is a chunk of its own). */
export async function setLanguage(language: Language) {
  // Remembered only once its labels are there: a failed download leaves the choice as it was.
  if (language === 'en') await loadEnglish();
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisted; still switches for this visit.
  }
  update({ language });
}

/** Before the first render: the labels of the language the person chose last time. */
export async function languageReady(): Promise<void> {
  if (state.language !== 'en') return;
  try {
    await loadEnglish();
    applyLanguage(state.language);
  } catch {
    update({ language: 'pt-BR' }); // Offline or a stale build: Portuguese, for this visit.
  }
}

/**
 * Dates are shown in the hub's zone, whatever the browser's, and a hub's date-time without an
 * offset is read in it (`contract/hub-time.ts`).
 */
export function setHubTimeZone(timeZone: string | undefined) {
  const zone = timeZone && isValidZone(timeZone) ? timeZone : HUB_TIME_ZONE_DEFAULT;
  setHubReadingZone(zone);
  if (zone !== state.timeZone) update({ timeZone: zone });
}

function isValidZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type TranslateParams = Record<string, string | number>;

export function translate(
  key: MessageKey,
  params?: TranslateParams,
  language = state.language,
): string {
  const template = dictionaries[language][key] ?? dictionaries['pt-BR'][key] ?? key;
  if (!params) return template;
  // `{n}` is the value; `{n|# linha|# linhas}` picks the singular when the value is 1.
  return template.replace(
    /\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g,
    (match, name: string, one?: string, other?: string) => {
      if (!(name in params)) return match;
      const value = String(params[name]);
      if (one === undefined || other === undefined) return value;
      return (value === '1' ? one : other).replaceAll('#', value);
    },
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function createFormatters(language: Language, timeZone: string) {
  const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  const calendarDateFormat = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const dateTimeFormat = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  });
  const numberFormat = new Intl.NumberFormat(language);
  const kmFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  // Money is always reais; only how it is written follows the language (R$ 1.234,56 / R$1,234.56).
  const moneyFormat =
    language === 'pt-BR'
      ? { format: (reais: number) => formatBrl(Math.round(reais * 100)) }
      : new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' });
  return {
    /** A calendar date (`YYYY-MM-DD`) stays that day; an instant is shown in the hub's zone. */
    date(value: string | null | undefined): string {
      if (!value) return translate('value.none', undefined, language);
      const m = DATE_ONLY.exec(value);
      if (m)
        return calendarDateFormat.format(
          new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))),
        );
      const parsed = new Date(value);
      return Number.isNaN(parsed.getTime()) ? value : dateFormat.format(parsed);
    },
    /** The hub's time zone as people say it: "Horário de Brasília (UTC−03:00)". */
    timeZone: () => formatTimeZone(timeZone, language),
    dateTime(value: string | null | undefined): string {
      if (!value) return translate('value.none', undefined, language);
      const parsed = new Date(value);
      return Number.isNaN(parsed.getTime()) ? value : dateTimeFormat.format(parsed);
    },
    number(value: number | string | null | undefined): string {
      if (value === null || value === undefined || value === '')
        return translate('value.none', undefined, language);
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? numberFormat.format(n) : String(value);
    },
    money(cents: number | null | undefined): string {
      return cents === null || cents === undefined
        ? translate('value.none', undefined, language)
        : moneyFormat.format(cents / 100);
    },
    /** A race's distance in km (`21,0975 km` / `21.0975 km`); under 1 km in metres. */
    distance(km: number | null | undefined): string {
      if (km === null || km === undefined || !Number.isFinite(km))
        return translate('value.none', undefined, language);
      return km > 0 && km < 1
        ? `${numberFormat.format(Math.round(km * 1000))} m`
        : `${kmFormat.format(km)} km`;
    },
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

const formatterCache = new Map<string, ReturnType<typeof createFormatters>>();
function formattersFor(language: Language, timeZone: string) {
  const key = `${language}|${timeZone}`;
  let formatters = formatterCache.get(key);
  if (!formatters) formatterCache.set(key, (formatters = createFormatters(language, timeZone)));
  return formatters;
}

/**
 * Makes the formats of the language and zone in use, ahead: a page's first date format loads
 * the browser's date data (15 ms here, 60 on a phone), which the app's first load pays in a
 * task of its own this way, not inside the task that checks the hub's zone or renders.
 */
export function prepareFormats() {
  formattersFor(state.language, state.timeZone);
}

export function useI18n() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const t = (key: MessageKey, params?: TranslateParams) => translate(key, params, current.language);
  return {
    language: current.language,
    timeZone: current.timeZone,
    t,
    setLanguage,
    format: formattersFor(current.language, current.timeZone),
  };
}
