import { z } from 'zod/mini';
import { dataEnvelope } from '@/contract/common';
import { findEvent, type EventRef, type HubTransport } from '@/contract/event-sync';
import { importStatusSchema, type ImportKind, type ImportStatus } from '@/contract/imports';
import { prizeRuleSchema, raceSchema, type PrizeRule, type Race } from '@/contract/races';
import { registrationFieldSchema } from '@/contract/registration-fields';
import { raceBibsSchema } from '@/contract/results';
import { answerableFields, type AnswerField } from '@/spreadsheet/answers';
import type { PodiumPreviewInput } from '@/spreadsheet/podium-preview';
import { raceRefOf, type RaceRef } from '@/spreadsheet/race-ref';
import type { RegisteredBibs } from '@/spreadsheet/types';
import type { UploadChunk, UploadTransport } from '@/spreadsheet/upload';
import { uploadKey } from '@/spreadsheet/upload-key';
import { hubFailure } from '@/server/cli/hub-fetch';

/*
 * What an import without a browser asks of the hub: the reads the dashboard's wizard makes
 * before it checks a file (the event, its races, its bibs, a race's prize rules), and the
 * chunk POSTs with their Idempotency-Key and the polls of their imports. Through `fetch`, so
 * `npm run import` reaches any hub and `/mcp` reaches it through the dashboard's gateway.
 */

/** The hub answered an error: its status, and what it said in one line. */
export class HubAnswer extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ImportHub extends Pick<HubTransport, 'get'> {
  /** A chunk's body (JSON text) to an import endpoint with its key: the import's status. */
  post(path: string, idempotencyKey: string, json: string): Promise<unknown>;
  /** A read that must answer: any error status is thrown as a `HubAnswer`. */
  read(path: string): Promise<unknown>;
}

export function importHubOverFetch(
  root: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
): ImportHub {
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetchImpl(`${root}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, accept: 'application/json', ...init.headers },
    });
    if (!response.ok) throw new HubAnswer(response.status, (await hubFailure(response)).message);
    return response.json();
  };
  return {
    read: (path) => call(path),
    async get(path) {
      try {
        return await call(path);
      } catch (error) {
        if (error instanceof HubAnswer && error.status === 404) return null;
        throw error;
      }
    },
    post: (path, idempotencyKey, json) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: json,
      }),
  };
}

const enc = encodeURIComponent;
const importsSegment: Record<ImportKind, string> = {
  registrations: 'registration-imports',
  results: 'result-imports',
};

/** What the check of a file is made against: the dashboard's wizard reads the same. */
export interface ImportTarget {
  event: EventRef;
  kind: ImportKind;
  /** The race named for the file (rows without a race cell go there); null: none named. */
  race: Race | { code: string } | null;
  /** The event's races, for a race column; null when the hub does not list them. */
  races: Race[] | null;
  /** The event's bibs (results), when the hub can say. */
  registered: RegisteredBibs | null;
  /** The race's prize rules and categories (results), for the podium preview. */
  podium: PodiumPreviewInput<PrizeRule> | null;
  /** The event's registration fields a column may answer; null when the hub does not list them. */
  fields?: AnswerField[] | null;
}

const raceList = dataEnvelope(z.array(raceSchema));
const bibList = dataEnvelope(z.array(raceBibsSchema));
const fieldList = dataEnvelope(z.array(registrationFieldSchema));
const rulePage = z.object({ data: z.array(prizeRuleSchema) });

/** A usage problem the person fixes by naming something else (an event, a race). */
export class TargetProblem extends Error {}

export async function importTarget(
  hub: ImportHub,
  input: { event: string; kind: ImportKind; race?: string | null },
): Promise<ImportTarget> {
  const event = await findEvent(hub, input.event);
  if (!event) throw new TargetProblem(`No event ${input.event} on this hub.`);
  const base = `/events/${enc(event.code)}`;
  const listed = await hub.get(`${base}/races`);
  const races = listed === null ? null : raceList.parse(listed).data;
  let race: ImportTarget['race'] = null;
  if (input.race) {
    race =
      races === null
        ? { code: input.race }
        : (races.find((r) => r.code === input.race || String(r.id) === input.race) ?? null);
    if (!race)
      throw new TargetProblem(
        `No race ${input.race} in ${event.code}; its races: ${races!.map((r) => r.code).join(', ') || '(none)'}.`,
      );
  }
  let registered: RegisteredBibs | null = null;
  let podium: ImportTarget['podium'] = null;
  if (input.kind === 'results') {
    const bibs = await hub.get(`${base}/bibs`).catch(() => null);
    if (bibs !== null && race) registered = { race: race.code, races: bibList.parse(bibs).data };
    if (race) {
      const rules = await hub.get(`${base}/races/${enc(race.code)}/prize-rules?per_page=100`);
      const full = 'id' in race ? race : null;
      podium = {
        rules: rules === null ? [] : rulePage.parse(rules).data,
        categories: full?.categories ?? null,
        scoring: full?.scoring_type,
      };
    }
  }
  let fields: AnswerField[] | null = null;
  if (input.kind === 'registrations') {
    const answerable = await hub.get(`${base}/registration-fields`);
    fields = answerable === null ? null : answerableFields(fieldList.parse(answerable).data);
  }
  return { event, kind: input.kind, race, races, registered, podium, fields };
}

/** The races a race column is read against, as the wizard gives them to the pipeline. */
export const raceRefs = (target: ImportTarget): RaceRef[] | null =>
  target.races?.map(raceRefOf) ?? null;

/** The chunk POSTs and polls of one file's upload, as the dashboard's upload machine makes them. */
export function importTransport(
  hub: ImportHub,
  target: Pick<ImportTarget, 'event' | 'kind'>,
  upload: { id: string; body: (chunk: UploadChunk) => Promise<string> },
): UploadTransport {
  const base = `/events/${enc(target.event.code)}`;
  return {
    send: async (chunk): Promise<ImportStatus> =>
      importStatusSchema.parse(
        await hub.post(
          `${base}/races/${enc(chunk.raceCode)}/${target.kind}?source=csv`,
          uploadKey(chunk.idempotencyKey, upload.id),
          await upload.body(chunk),
        ),
      ),
    status: async (importId) =>
      importStatusSchema.parse(
        await hub.read(`${base}/${importsSegment[target.kind]}/${importId}`),
      ),
    retryable: (error) =>
      error instanceof HubAnswer
        ? error.status >= 500 || error.status === 429
        : error instanceof TypeError,
    missing: (error) => error instanceof HubAnswer && error.status === 404,
  };
}
