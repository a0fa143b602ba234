import { formatCpf } from '@/contract/cpf';

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

/**
 * A CPF or CNPJ as people write it (`123.456.789-09`, `12.345.678/0001-90`) from the digits
 * a hub stores; anything else (a passport, a masked value) as it came.
 */
export function formatDocument(value: string): string {
  const d = value.replace(/\D/g, '');
  if (/[a-z*]/i.test(value)) return value;
  if (d.length === CPF_DIGITS) return formatCpf(d);
  if (d.length === CNPJ_DIGITS)
    return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return value;
}

const MINUS = '\u2212';

/**
 * A time zone as people say it, in the UI's language, with its offset now:
 * `America/Sao_Paulo` -> "Horário de Brasília (UTC−03:00)" / "Brasilia Time (UTC−03:00)".
 * A name the browser does not know stays the IANA id.
 */
export function formatTimeZone(timeZone: string, language: string, at = new Date()): string {
  const part = (timeZoneName: 'longGeneric' | 'longOffset') => {
    try {
      return new Intl.DateTimeFormat(language, { timeZone, timeZoneName })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const name = part('longGeneric');
  const offset = part('longOffset')?.replace(/^GMT/, 'UTC').replace('-', MINUS);
  if (!name || !offset) return timeZone;
  const utc = offset === 'UTC' ? 'UTC+00:00' : offset;
  return name.startsWith('GMT') || name.startsWith('UTC') ? utc : `${name} (${utc})`;
}
