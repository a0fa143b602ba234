import { z } from 'zod/mini';
import type { HubTransport } from '@/contract/event-sync';
import { hubRequest, unlessMissing } from './api-client';

const anyBody = z.unknown();

/**
 * The dashboard's session client as `contract/event-sync.ts` wants the hub: a read the hub
 * lacks (404) is `null`; a refused write throws the `ApiError`, which the page shows in the
 * reader's language.
 */
export const sessionHubTransport: HubTransport = {
  get: (path) => unlessMissing(hubRequest(path, { schema: anyBody }), () => null),
  send: (method, path, body) => hubRequest(path, { method, body, schema: anyBody }),
};
