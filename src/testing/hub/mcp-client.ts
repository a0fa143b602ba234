import crypto from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { keyFingerprint } from '@/contract/history';
import { createHubGateway } from '@/server/dashboard/hub-gateway';
import { agentHubOverGateway } from '@/server/mcp/agent-hub';
import { MemoryPlanStore, type PlanStore } from '@/server/mcp/plans';
import { createMcpServer } from '@/server/mcp/server';
import type { ToolContext } from '@/server/mcp/tool';
import type { TestHub } from './test-hub';

/** The agent tools on a test hub, through the SDK's own Client, in-process (no port). */
export interface McpTestClient {
  client: Client;
  ctx: ToolContext;
  /** A tool's answer; `data` is its structuredContent, as the tool's output schema says. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as its schema says
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult & { data: any }>;
  close(): Promise<void>;
}

export async function mcpClient(
  hub: TestHub,
  {
    key = hub.manageKey,
    scopes,
    plans = new MemoryPlanStore(),
    history = true,
    now = Date.now,
  }: {
    key?: string;
    scopes?: string[];
    plans?: PlanStore;
    history?: boolean;
    now?: () => number;
  } = {},
): Promise<McpTestClient> {
  const agentHub = agentHubOverGateway(createHubGateway(hub, undefined), {
    apiKey: key,
    origin: 'http://hub.test',
  });
  // A key without manage is refused even /me: it gets the read tools.
  const me = ((await agentHub.get('/me').catch(() => null)) ?? {
    data: { name: 'agent', scopes: [] },
  }) as { data: { name: string; scopes: string[] } };
  const ctx: ToolContext = {
    hub: agentHub,
    plans,
    key: {
      name: me.data.name,
      scopes: scopes ?? me.data.scopes,
      fingerprint: keyFingerprint(crypto.createHash('sha256').update(key).digest('hex')),
    },
    timeZone: 'America/Sao_Paulo',
    history: history ? (event, query) => hub.services.changes.page(event, query) : null,
    now,
  };
  const server = createMcpServer(ctx);
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(clientSide);
  return {
    client,
    ctx,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      return { ...result, data: result.structuredContent };
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** A result's text, for assertions and for the transcript in docs/agents.md. */
export const textOf = (result: CallToolResult) =>
  result.content
    .filter((c) => c.type === 'text')
    .map((c) => (c as { text: string }).text)
    .join('\n');
