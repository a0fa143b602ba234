import crypto from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context } from 'hono';
import { BODY_LIMIT_BYTES } from '@/contract/limits';
import { keyFingerprint } from '@/contract/history';
import { meSchema } from '@/contract/me';
import { readBounded } from '@/server/dashboard/bounded-body';
import type { HubGateway } from '@/server/dashboard/hub-gateway';
import { agentHubOverGateway } from './agent-hub';
import type { MappingTemplateRef } from '@/server/imports/spreadsheet-import';
import type { PlanStore } from './plans';
import { createMcpServer } from './server';
import type { HistoryReader } from './tool';

/*
 * `/mcp` on the dashboard server: Streamable HTTP, stateless (a server per request, JSON
 * answers), the hub key as `Authorization: Bearer`. Everything the tools do goes through the
 * dashboard's gateway, so the embedded hub and an upstream one count the same rate limit and
 * failed keys as `/api/v1`, and the change history records the writes as the agent's.
 * `/mcp?read_only=1` serves a manage key the read tools only.
 */

export interface McpHttpDeps {
  gateway: HubGateway;
  plans: PlanStore;
  history: HistoryReader;
  /** The team's mapping templates (check_spreadsheet's `template`). */
  templates: () => Promise<MappingTemplateRef[]>;
  timeZone: string;
  clientOf: (c: Context) => string | undefined;
  now?: () => number;
}

const refusal = (status: number, error: string, message: string, headers: HeadersInit = {}) =>
  Response.json({ error, message, details: null }, { status, headers });

export function mcpHandler(deps: McpHttpDeps) {
  const now = deps.now ?? Date.now;
  return async (c: Context): Promise<Response> => {
    const origin = new URL(c.req.url).origin;
    // A browser page elsewhere must not drive an agent's key here (DNS rebinding, CSRF).
    const from = c.req.header('origin');
    if (from !== undefined && from !== origin)
      return refusal(403, 'forbidden_origin', `Origin ${from} may not call /mcp.`);
    if (c.req.method !== 'POST')
      return refusal(405, 'method_not_allowed', '/mcp is stateless: POST JSON-RPC messages.', {
        allow: 'POST',
      });
    const key = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key)
      return refusal(401, 'unauthenticated', 'Send the hub key as Authorization: Bearer <key>.', {
        'www-authenticate': 'Bearer',
      });
    const call = { apiKey: key, origin, clientAddress: deps.clientOf(c) };
    const me = await deps.gateway({
      ...call,
      method: 'GET',
      path: '/me',
      headers: new Headers({ accept: 'application/json' }),
    });
    // A key without `manage` (403) or a hub without /me (404): the read-only tools.
    const readOnly = me.status === 403 || me.status === 404 || c.req.query('read_only') === '1';
    if (!me.ok && me.status !== 403 && me.status !== 404) {
      // The hub's own refusal: 401, or its failed-key throttle's 429.
      const headers = new Headers(me.headers);
      if (me.status === 401) headers.set('www-authenticate', 'Bearer');
      return new Response(me.body, { status: me.status, headers });
    }
    const who = me.ok
      ? meSchema.safeParse(((await me.json()) as { data?: unknown }).data)
      : { success: true as const, data: { name: 'agent', scopes: [] as string[] } };
    if (!who.success) return refusal(502, 'hub_error', 'The hub did not say who this key is.');
    const text = await readBounded(c.req.raw, BODY_LIMIT_BYTES);
    if (text === null)
      return refusal(413, 'payload_too_large', `The body is over ${BODY_LIMIT_BYTES} bytes.`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refusal(400, 'invalid_json', 'The body is not JSON.');
    }
    const server = createMcpServer({
      hub: agentHubOverGateway(deps.gateway, call),
      plans: deps.plans,
      key: {
        name: who.data.name,
        scopes: readOnly ? who.data.scopes.filter((s) => s !== 'manage') : who.data.scopes,
        fingerprint: keyFingerprint(crypto.createHash('sha256').update(key).digest('hex')),
      },
      timeZone: deps.timeZone,
      history: deps.history,
      templates: deps.templates,
      now,
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody: body });
    } finally {
      void server.close();
    }
  };
}
