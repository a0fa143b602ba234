import { Hono } from 'hono';
import { runEventCli } from '@/server/cli/event-cli';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';
import { sampleEventConfig } from '@/testing/event-config';
import { insertEvent } from './fixtures';
import type { TestHub } from './test-hub';

/** `fetch` that reaches the test hub in-process, mounted under /api/v1 as the server mounts it. */
export function inProcessFetch(hub: TestHub): typeof fetch {
  const mounted = new Hono().route(API_PREFIX, hub.app);
  return (async (url: string | URL, init?: RequestInit) =>
    mounted.fetch(new Request(String(url), init))) as typeof fetch;
}

/** A new event on 2027-09-24 configured as `sampleEventConfig` (races 21K and 5K): its code. */
export async function configuredEvent(hub: TestHub): Promise<string> {
  const event = (await insertEvent(hub, { date: '2027-09-24' })).code;
  const status = await runEventCli(
    ['apply', event, 'event.json', '--yes'],
    {
      out: () => undefined,
      err: () => undefined,
      confirm: async () => true,
      readFile: async () => JSON.stringify(sampleEventConfig),
    },
    { HUB_API_KEY: hub.manageKey },
    inProcessFetch(hub),
  );
  if (status !== 0) throw new Error(`the event CLI could not configure ${event}`);
  return event;
}
