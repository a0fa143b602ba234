import type { MessageKey } from '@/web/i18n/messages';

export type Translate = (key: MessageKey) => string;

/** A value the catalogue names (`registrations.status.confirmed`), or the hub's own word. */
export function labelOf(
  t: Translate,
  group: 'status' | 'origin' | 'sex',
  value: string | null | undefined,
): string {
  if (!value) return '';
  const key = `registrations.${group}.${value}` as MessageKey;
  const label = t(key);
  return label === key ? value : label;
}
