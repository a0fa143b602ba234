import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import * as t from '@/server/db/schema';

export const MODALITY_NAMES = [
  'Geral',
  'PCD',
  'Cadeirante',
  'Caminhada',
  'Kids',
  'Equipe',
] as const;
export type ModalityName = (typeof MODALITY_NAMES)[number];

export interface SeedSummary {
  events: number;
  races: number;
  registrations: number;
  results: number;
}

export const ORGANIZERS = [
  { name: 'Latitude Eventos Esportivos', slug: 'latitude' },
  { name: 'Corre Brasil Produções', slug: 'corre-brasil' },
  { name: 'Serra Outdoor Eventos', slug: 'serra-outdoor' },
];

/** True when the hub has no events yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.events.id }).from(t.events).limit(1);
  return rows.length === 0;
}

/** Events currently in the hub (for the CLI's refusal message). */
export async function countEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.events);
  return row.n;
}

/** The hub's modality catalogue, created once; name -> id. */
export async function ensureModalities(db: Db): Promise<Map<string, number>> {
  await db
    .insert(t.modalities)
    .values(MODALITY_NAMES.map((name) => ({ name, isDefault: name === 'Geral' })))
    .onConflictDoNothing();
  const rows = await db.select().from(t.modalities);
  return new Map(rows.map((m) => [m.name, m.id]));
}
