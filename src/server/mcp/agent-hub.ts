import type { HubTransport } from '@/contract/event-sync';
import { apiRoot, fetchTransport } from '@/server/cli/hub-fetch';
import type { HubCall, HubGateway } from '@/server/dashboard/hub-gateway';
import { importHubOverFetch, type ImportHub } from '@/server/imports/import-hub';

/*
 * The hub as the agent tools reach it: the event CLI's `HubTransport` (reads, writes, the
 * hub's refusals in words) and the one write it lacks, a bulk delete. Over stdio it is `fetch`
 * with the key; behind `/mcp`, the dashboard server's gateway, so the embedded hub and an
 * upstream one answer alike, with the same throttles and change history as `/api/v1`.
 */
export interface AgentHub extends HubTransport {
  delete(path: string): Promise<unknown>;
  /** The same hub as `npm run import` reaches it: chunk POSTs with their keys, and polls. */
  imports: ImportHub;
}

/** A 204 read as JSON `null`: the transport reads every answer as JSON. */
const noContentAsNull =
  (fetchImpl: typeof fetch): typeof fetch =>
  async (input, init) => {
    const response = await fetchImpl(input, init);
    return response.status === 204
      ? Response.json(null, { status: 200, headers: response.headers })
      : response;
  };

/** Over HTTP, for `npm run mcp -- --hub URL`. */
export function agentHubOverFetch(
  root: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
): AgentHub {
  const transport = fetchTransport(root, key, noContentAsNull(fetchImpl));
  return {
    ...transport,
    // The transport sends any method; its type names the ones the event CLI writes with.
    delete: (path) => transport.send('DELETE' as 'POST', path, undefined),
    imports: importHubOverFetch(root, key, fetchImpl),
  };
}

/** Through the dashboard server's gateway; writes are recorded as the agent's. */
export function agentHubOverGateway(
  gateway: HubGateway,
  call: Pick<HubCall, 'origin' | 'clientAddress'> & { apiKey: string },
): AgentHub {
  const root = apiRoot(call.origin);
  const viaGateway = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    return gateway({
      ...call,
      method: init?.method ?? 'GET',
      path: url.href.slice(root.length),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? new Response(init.body).body : null,
      via: 'agent',
    });
  }) as typeof fetch;
  return agentHubOverFetch(root, call.apiKey, viaGateway);
}
