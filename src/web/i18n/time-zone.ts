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
