import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { dataEnvelope } from '@/contract/common';
import {
  modalitySchema,
  raceSchema,
  type Modality,
  type Race,
  type RaceCreate,
  type RaceUpdate,
} from '@/contract/races';
import { hubRequest, unlessMissing } from '@/web/lib/api-client';
import { sessionList } from '@/web/lib/session-list';

const raceListSchema = dataEnvelope(z.array(raceSchema));
const raceCreatedSchema = dataEnvelope(raceSchema);
const modalityListSchema = dataEnvelope(z.array(modalitySchema));

/** `fromHub` false: the hub has no list (spec-only), `races` are the ones created in this session. */
export interface RaceList {
  races: Race[];
  fromHub: boolean;
}

export interface ModalityCatalogue {
  modalities: Modality[];
  fromHub: boolean;
}

/** The races created in this browser session: what a spec-only hub cannot list. */
const sessionRaces = sessionList('races', raceSchema);

const racesPath = (eventCode: string) => `/events/${encodeURIComponent(eventCode)}/races`;
const racePath = (eventCode: string, race: number | string) =>
  `${racesPath(eventCode)}/${encodeURIComponent(String(race))}`;

const fetchRaces = (eventCode: string, signal?: AbortSignal): Promise<RaceList> =>
  unlessMissing(
    hubRequest(racesPath(eventCode), { schema: raceListSchema, signal }).then(
      ({ data }): RaceList => ({ races: data, fromHub: true }),
    ),
    () => ({ races: sessionRaces.known(eventCode), fromHub: false }),
  );

const fetchModalities = (signal?: AbortSignal): Promise<ModalityCatalogue> =>
  unlessMissing(
    hubRequest('/modalities', { schema: modalityListSchema, signal }).then(
      ({ data }): ModalityCatalogue => ({ modalities: data, fromHub: true }),
    ),
    () => ({ modalities: [], fromHub: false }),
  );

export const raceQueries = {
  all: () => ['races'] as const,
  lists: () => [...raceQueries.all(), 'list'] as const,
  list: (eventCode: string) =>
    queryOptions({
      queryKey: [...raceQueries.lists(), eventCode] as const,
      queryFn: ({ signal }) => fetchRaces(eventCode, signal),
    }),
  modalities: () =>
    queryOptions({
      queryKey: ['modalities'] as const,
      queryFn: ({ signal }) => fetchModalities(signal),
      staleTime: 10 * 60_000,
    }),
};

/** Invalidates `raceQueries.lists()` and `eventQueries.details()` (the form's `meta`). */
export async function createRace(eventCode: string, body: RaceCreate): Promise<Race> {
  const { data } = await hubRequest(racesPath(eventCode), {
    method: 'POST',
    body,
    schema: raceCreatedSchema,
  });
  sessionRaces.remember(eventCode, data);
  return data;
}

/** `PATCH .../races/{race}` (extension). Invalidates as `createRace`. */
export async function updateRace(
  eventCode: string,
  race: number | string,
  body: RaceUpdate,
): Promise<Race> {
  const { data } = await hubRequest(racePath(eventCode, race), {
    method: 'PATCH',
    body,
    schema: raceCreatedSchema,
  });
  return data;
}

/**
 * `DELETE .../races/{race}` (extension): a race with registrations or results is a 409
 * `in_use` whose details count them (`raceInUseDetailsSchema`).
 */
export async function deleteRace(eventCode: string, race: number | string): Promise<void> {
  await hubRequest(racePath(eventCode, race), { method: 'DELETE' });
}
