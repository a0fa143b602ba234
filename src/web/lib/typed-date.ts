import type { Language } from '@/web/i18n/messages';

/**
 * How the date fields show a date, in the console's language (not the browser's): day first and
 * 24 h in Portuguese, month first with AM/PM in English, as the rest of each language's screens.
 */
export const SHOWN_DATE_FORMAT: Record<Language, { date: string; dateTime: string }> = {
  'pt-BR': { date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY HH:mm' },
  en: { date: 'MM/DD/YYYY', dateTime: 'MM/DD/YYYY hh:mm A' },
};

const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TIME = /^(\d{1,2})(?:[:h](\d{2})?)?$/;
const MERIDIEM = /\s*([ap])\.?\s?m?\.?$/;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * What the person typed as Mantine's value (`YYYY-MM-DD`, with ` HH:mm:00` when `withTime`), or
 * null while it is not a date. In Portuguese `14/03/2027 06:30`, `14/3/27 6h30`,
 * `14.03.2027 6:30`; in English `03/14/2027 6:30 AM` or `3/14/27 18:30`; in both
 * `2027-03-14T06:30`. A date that does not exist (31/02) is not one.
 */
export function parseTypedDate(
  text: string,
  withTime: boolean,
  language: Language = 'pt-BR',
): string | null {
  let typed = text.trim().toLowerCase();
  const meridiem = withTime ? MERIDIEM.exec(typed) : null;
  if (meridiem) typed = typed.slice(0, meridiem.index);
  const [datePart = '', timePart, ...rest] = typed.split(/[\sT,]+/i);
  if (rest.length || (withTime ? timePart === undefined : timePart !== undefined)) return null;
  const slashed = SLASHED.exec(datePart);
  const iso = ISO.exec(datePart);
  let day: number, month: number, yearText: string;
  if (slashed) {
    const [first, second] = [Number(slashed[1]), Number(slashed[2])];
    [day, month] = language === 'en' ? [second, first] : [first, second];
    yearText = slashed[3];
  } else if (iso) [day, month, yearText] = [Number(iso[3]), Number(iso[2]), iso[1]];
  else return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const ymd = `${year}-${two(month)}-${two(day)}`;
  if (!withTime) return ymd;
  const time = TIME.exec(timePart ?? '');
  const [typedHours, minutes] = time ? [Number(time[1]), Number(time[2] ?? 0)] : [NaN, NaN];
  if (meridiem && !(typedHours >= 1 && typedHours <= 12)) return null;
  const hours = meridiem ? (typedHours % 12) + (meridiem[1] === 'p' ? 12 : 0) : typedHours;
  if (!(hours <= 23 && minutes <= 59)) return null;
  return `${ymd} ${two(hours)}:${two(minutes)}:00`;
}
