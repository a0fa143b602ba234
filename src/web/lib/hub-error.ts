import { ERROR_CODES } from '@/contract/enums';
import { localizeHubText } from '@/web/i18n/hub-text';
import { translate } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/keys';
import { isApiError, type ApiError } from './api-client';

/** Codes of the console's own server, and of an answer without an envelope or unreadable. */
const CLIENT_CODES = [
  'upstream_unreachable',
  'hub_error',
  'http_error',
  'invalid_response',
] as const;
const EXTENSION_CODES = ['in_use', 'confirmation_required'] as const;
type KnownCode =
  keyof typeof ERROR_CODES | (typeof CLIENT_CODES)[number] | (typeof EXTENSION_CODES)[number];

const KNOWN = new Set<string>([...Object.keys(ERROR_CODES), ...CLIENT_CODES, ...EXTENSION_CODES]);
const isKnown = (code: string): code is KnownCode => KNOWN.has(code);

/** What an `in_use` answer counts, in the order it is said. */
const IN_USE_COUNTS = ['registrations', 'results', 'sales', 'imports'] as const;

function inUseSummary(details: Record<string, unknown>): string {
  const counts = IN_USE_COUNTS.filter(
    (name) => typeof details[name] === 'number' && (details[name] as number) > 0,
  ).map((name) => translate(`hubError.count.${name}`, { n: details[name] as number }));
  if (counts.length === 0) return translate('hubError.in_use');
  const last = counts.pop();
  const list = counts.length ? `${counts.join(', ')} ${translate('hubError.and')} ${last}` : last;
  return translate('hubError.in_use.counts', { counts: list ?? '' });
}

/**
 * The line that says what went wrong, in the reader's language: the `error` code's label (with
 * the counts of an `in_use`); the hub's own message only for a code this console does not know.
 */
export function hubErrorSummary(error: unknown): string {
  if (!isApiError(error))
    return translate(error instanceof TypeError ? 'hubError.network' : 'error.unexpected');
  const code = error.error;
  if (!isKnown(code)) return localizeHubText(error.message);
  if (code === 'in_use') return inUseSummary((error.details ?? {}) as Record<string, unknown>);
  return translate(`hubError.${code}` as MessageKey, { status: error.status });
}

/**
 * The messages in a hub error's `details` (`{"field": ["message"]}`), each through the table of
 * hub messages; counts and lists (an `in_use`, a `confirmation_required`) are not messages.
 */
export function hubErrorDetails(error: ApiError | unknown): string[] {
  if (!isApiError(error) || !error.details) return [];
  const out: string[] = [];
  for (const value of Object.values(error.details as Record<string, unknown>)) {
    const messages = Array.isArray(value) ? value : [value];
    for (const message of messages)
      if (typeof message === 'string') out.push(localizeHubText(message));
  }
  return [...new Set(out)];
}

/** Summary and details as one text, for a notification or a line under a button. */
export function hubErrorText(error: unknown): string {
  return [hubErrorSummary(error), ...hubErrorDetails(error)].join(' ');
}
