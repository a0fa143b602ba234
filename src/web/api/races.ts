import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@/contract/common';
import {
  modalitySchema,
  raceSchema,
  type Modality,
  type Race,
  type RaceCreate,
} from '@/contract/races';
import { hubRequest, isNotFound } from '@/web/lib/api-client';

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

const storageKey = (eventCode: string) => `hub-console:races:${eventCode}`;

/** Races created in this browser session for an event: what a spec-only hub cannot list. */
export function knownRaces(eventCode: string): Race[] {
  try {
    const raw = sessionStorage.getItem(storageKey(eventCode));
    const parsed = z.array(raceSchema).safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberRace(eventCode: string, race: Race) {
  const races = [...knownRaces(eventCode).filter((known) => known.id !== race.id), race];
  try {
    sessionStorage.setItem(storageKey(eventCode), JSON.stringify(races));
  } catch {
    // Storage can be blocked; the race still is in the query cache until the tab closes.
  }
}

async function fetchRaces(eventCode: string, signal?: AbortSignal): Promise<RaceList> {
  try {
    const { data } = await hubRequest(`/events/${encodeURIComponent(eventCode)}/races`, {
      schema: raceListSchema,
      signal,
    });
    return { races: data, fromHub: true };
  } catch (error) {
    if (isNotFound(error)) return { races: knownRaces(eventCode), fromHub: false };
    throw error;
  }
}

async function fetchModalities(signal?: AbortSignal): Promise<ModalityCatalogue> {
  try {
    const { data } = await hubRequest('/modalities', { schema: modalityListSchema, signal });
    return { modalities: data, fromHub: true };
  } catch (error) {
    if (isNotFound(error)) return { modalities: [], fromHub: false };
    throw error;
  }
}

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

export async function createRace(eventCode: string, body: RaceCreate): Promise<Race> {
  const { data } = await hubRequest(`/events/${encodeURIComponent(eventCode)}/races`, {
    method: 'POST',
    body,
    schema: raceCreatedSchema,
  });
  rememberRace(eventCode, data);
  return data;
}
