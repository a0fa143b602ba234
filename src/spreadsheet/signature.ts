import { hashString } from './first-seen';
import { fold } from './normalize';

/** The same spreadsheet layout gives the same signature, whatever the case or accents. */
export const headerSignature = (headers: readonly string[]): string =>
  `${headers.length}-${hashString(headers.map(fold).join('\u001f')).toString(36)}`;
