import type { z } from 'zod/mini';
import { batchSchema } from '@/contract/batches';
import { eventSchema } from '@/contract/events';
import { HUB_EXTENSIONS, type HubExtensionId } from '@/contract/hub-check';
import { importStatusSchema } from '@/contract/imports';
import { legalDiscountSchema } from '@/contract/legal-discounts';
import { meSchema } from '@/contract/me';
import {
  checkpointSchema,
  modalitySchema,
  prizeRuleSchema,
  raceSchema,
  vacancySchema,
} from '@/contract/races';
import { registrationFieldSchema } from '@/contract/registration-fields';
import { registrationListItemSchema } from '@/contract/registration-list';
import { raceBibsSchema, resultSchema } from '@/contract/results';
import { retentionPolicySchema } from '@/contract/retention';
import { salespersonSchema } from '@/contract/salespeople';
import type { Envelope } from './read-answer';

/*
 * Every GET the console makes, as the hub check asks it: the spec's path, its envelope, the
 * contract's schema of its items, and for an extension which one (decisions.md "Extensions of
 * the reference server" and later).
 */

export interface PlannedRead {
  path: string;
  kind: 'spec' | 'extension';
  extension?: HubExtensionId;
  envelope: Envelope;
  schema: z.ZodMiniType;
  /** Asked with it: a page as large as the console's. */
  query?: string;
}

const spec = (
  path: string,
  envelope: Envelope,
  schema: z.ZodMiniType,
  query?: string,
): PlannedRead => ({ path, kind: 'spec', envelope, schema, query });

/** An extension's read, at the path `HUB_EXTENSIONS` gives it. */
const extension = (
  id: HubExtensionId,
  envelope: Envelope,
  schema: z.ZodMiniType,
  query?: string,
): PlannedRead => ({
  path: HUB_EXTENSIONS[id].path,
  kind: 'extension',
  extension: id,
  envelope,
  schema,
  query,
});

export const EVENTS_READ = spec('/events', 'page', eventSchema);
/** Without a key: the spec's 401 in its error envelope. */
export const ANONYMOUS_READ = spec('(no key) /events', 'page', eventSchema, '?per_page=1');
export const INCLUDE_READ = extension(
  'event-include',
  'page',
  eventSchema,
  '?include=races,batches,organizer,counters',
);
/** A search nothing matches: a hub without `search` ignores it and lists every event. */
export const SEARCH_READ = extension(
  'event-search',
  'page',
  eventSchema,
  '?search=hub-check-matches-nothing',
);
export const EVENT_DETAIL_READ = extension('event-detail', 'one', eventSchema);

const importHistory = (kind: 'registration' | 'result') =>
  extension(`${kind}-imports`, 'page', importStatusSchema, '?per_page=5');

/** An event's reads: all extensions (the spec reads an event's imports and races only by id). */
export const EVENT_READS: readonly PlannedRead[] = [
  EVENT_DETAIL_READ,
  extension('races', 'list', raceSchema),
  extension('batches', 'list', batchSchema),
  extension('registration-fields', 'list', registrationFieldSchema),
  extension('legal-discounts', 'list', legalDiscountSchema),
  extension('retention', 'one-or-none', retentionPolicySchema),
  extension('checkpoints', 'list', checkpointSchema),
  importHistory('registration'),
  importHistory('result'),
  extension('bibs', 'list', raceBibsSchema),
  extension('registrations', 'page', registrationListItemSchema, '?per_page=100'),
];

/** The spec's status of an import, by the id its history (an extension) gives. */
export const IMPORT_READS: readonly PlannedRead[] = (['registration', 'result'] as const).map(
  (kind) => spec(`/events/{event}/${kind}-imports/{import}`, 'flat', importStatusSchema),
);

export const RACE_READS: readonly PlannedRead[] = [
  spec('/events/{event}/races/{race}/prize-rules', 'page', prizeRuleSchema),
  spec('/events/{event}/races/{race}/vacancy', 'one', vacancySchema),
  extension('results', 'page', resultSchema, '?per_page=100'),
];

export const HUB_READS: readonly PlannedRead[] = [
  spec('/salespeople', 'page', salespersonSchema, '?per_page=100'),
  extension('modalities', 'list', modalitySchema),
  extension('me', 'one', meSchema),
];

/** What a read asks: its path with the event, race or import in it, and its query. */
export function urlOf(
  read: PlannedRead,
  ids: Partial<Record<'event' | 'race' | 'import', string>>,
): string {
  const base = read.path.replace(/^\(no key\) /, '').replace(/\?.*$/, '');
  const path = base.replace(/\{(event|race|import)\}/g, (_, name: 'event' | 'race' | 'import') =>
    encodeURIComponent(ids[name] ?? `{${name}}`),
  );
  return path + (read.query ?? '');
}
