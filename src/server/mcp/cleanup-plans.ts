import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@/contract/common';
import { readEventState } from '@/contract/event-sync';
import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import { registrationListItemSchema } from '@/contract/registration-list';
import { checkpointSchema } from '@/contract/races';
import { deleteResultSchema } from '@/contract/registrations';
import type { AgentHub } from './agent-hub';
import { enc, readAs, requireEvent } from './hub-reads';
import { stateHash } from './plans';
import { ToolRefusal } from './tool';

/*
 * A bulk delete, planned: what would go is counted and sampled with the hub's reads (a dry
 * run is a DELETE, and would fill the history with writes that wrote nothing), hashed, and
 * deleted only by apply_plan while the count and sample are still the same.
 */

export const cleanupInput = z.object({
  event: z.string().min(1).describe('The event code (or id).'),
  what: z
    .enum(['registrations', 'results', 'checkpoint'])
    .describe(
      'registrations: those of origin api/csv matching the filters (online ones are never deleted); results: every result of the event; checkpoint: one checkpoint and its splits.',
    ),
  race: z.string().optional().describe('registrations: only this race (code or id).'),
  status: z.enum(REGISTRATION_STATUSES).optional().describe('registrations: only this status.'),
  origin: z.enum(['api', 'csv']).optional().describe('registrations: only this origin.'),
  checkpoint: z.string().optional().describe('checkpoint: its id or code.'),
});
export type CleanupInput = z.infer<typeof cleanupInput>;

export const sampleSchema = z.array(z.record(z.string(), z.unknown()));

const registrationPage = pageEnvelope(registrationListItemSchema);
const checkpoints = dataEnvelope(z.array(checkpointSchema));
const deleted = dataEnvelope(deleteResultSchema);
const countPage = z.object({
  meta: z.object({ total: z.coerce.number() }),
  data: z.array(z.record(z.string(), z.unknown())),
});

const SAMPLE = 10;
const DELETABLE = REGISTRATION_ORIGINS.filter((o) => o !== 'online');

export interface ComputedCleanup {
  eventCode: string;
  count: number;
  sample: Record<string, unknown>[];
  hash: string;
  apply: () => Promise<{ deleted: number }>;
}

export async function computeCleanup(hub: AgentHub, input: CleanupInput): Promise<ComputedCleanup> {
  const event = await requireEvent(hub, input.event);
  const base = `/events/${enc(event.code)}`;
  if (input.what === 'registrations') {
    let raceId: number | undefined;
    if (input.race) {
      const state = await readEventState(hub, event);
      raceId = /^\d+$/.test(input.race)
        ? Number(input.race)
        : state.raceIds.get(input.race.toUpperCase());
      if (raceId === undefined)
        throw new ToolRefusal(
          `No race ${input.race} in ${event.code}.`,
          'get_event with sections [races] lists the codes.',
        );
    }
    const origins = input.origin ? [input.origin] : DELETABLE;
    let count = 0;
    const sample: Record<string, unknown>[] = [];
    for (const origin of origins) {
      const q = new URLSearchParams({ per_page: String(SAMPLE), origin });
      if (raceId) q.set('race_id', String(raceId));
      if (input.status) q.set('status', input.status);
      const page = readAs(
        registrationPage,
        await hub.get(`${base}/registrations?${q}`),
        'registrations',
      );
      count += page.meta.total;
      for (const r of page.data)
        if (sample.length < SAMPLE)
          sample.push({
            id: r.id,
            name: r.name,
            bib: r.bib,
            race: r.race.code,
            status: r.status,
            origin: r.origin,
          });
    }
    const q = new URLSearchParams();
    if (raceId) q.set('race_id', String(raceId));
    if (input.status) q.set('status', input.status);
    if (input.origin) q.set('origin', input.origin);
    return {
      eventCode: event.code,
      count,
      sample,
      hash: stateHash({ event: event.id, count, sample: sample.map((s) => s.id) }),
      apply: async () => ({
        deleted: readAs(deleted, await hub.delete(`${base}/registrations?${q}`), 'the delete').data
          .deleted,
      }),
    };
  }
  if (input.what === 'results') {
    const state = await readEventState(hub, event);
    let count = 0;
    const sample: Record<string, unknown>[] = [];
    for (const [code, id] of state.raceIds) {
      const page = readAs(
        countPage,
        await hub.get(`${base}/races/${id}/results?per_page=${SAMPLE}`),
        'results',
      );
      count += page.meta.total;
      for (const r of page.data)
        if (sample.length < SAMPLE)
          sample.push({ race: code, bib: r.bib, name: r.name, status: r.status });
    }
    return {
      eventCode: event.code,
      count,
      sample,
      hash: stateHash({ event: event.id, count, sample }),
      apply: async () => ({
        deleted: readAs(deleted, await hub.delete(`${base}/results`), 'the delete').data.deleted,
      }),
    };
  }
  if (!input.checkpoint)
    throw new ToolRefusal('Name the checkpoint to delete.', 'Pass checkpoint (its id or code).');
  const list = await hub.get(`${base}/checkpoints`);
  const found =
    list === null
      ? null
      : readAs(checkpoints, list, 'checkpoints').data.find(
          (c) => String(c.id) === input.checkpoint || c.code === input.checkpoint,
        );
  if (!found)
    throw new ToolRefusal(
      `No checkpoint ${input.checkpoint} in ${event.code}.`,
      'Check the code with the results (get_results shows splits).',
    );
  const sample = [{ id: found.id, code: found.code ?? null, name: found.name ?? null }];
  return {
    eventCode: event.code,
    count: 1,
    sample,
    hash: stateHash({ event: event.id, checkpoint: found }),
    apply: async () => {
      await hub.delete(`${base}/checkpoints/${found.id}`);
      return { deleted: 1 };
    },
  };
}
