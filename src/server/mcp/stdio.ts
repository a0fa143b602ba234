import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { dataEnvelope } from '@/contract/common';
import { keyFingerprint } from '@/contract/history';
import { meSchema } from '@/contract/me';
import { HUB_TIME_ZONE_DEFAULT, setHubReadingZone } from '@/contract/time-zone';
import { apiRoot } from '@/server/cli/hub-fetch';
import { agentHubOverFetch } from './agent-hub';
import { MemoryPlanStore } from './plans';
import { createMcpServer } from './server';
import type { ToolContext } from './tool';

/*
 * `npm run mcp -- --hub URL`: the agent tools over stdio for an agent on the organizer's
 * machine. The key comes from HUB_API_KEY, never an argument (arguments show in `ps`). Plans
 * live in this process's memory: one agent, one process.
 */

export const usage = `Usage: HUB_API_KEY=... npm run mcp -- [--hub URL]

Serves the hub's agent tools over stdio (Model Context Protocol).
  --hub URL    the hub (default $HUB_URL, else http://localhost:8080); /api/v1 is added
  --read-only  the read tools only, whatever the key may do
HUB_API_KEY   the hub key (a key without scope manage gets the read-only tools only)
HUB_TIME_ZONE the hub's zone (default ${HUB_TIME_ZONE_DEFAULT})`;

const meAnswer = dataEnvelope(meSchema);

export async function stdioContext(
  argv: string[],
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<ToolContext> {
  const { values } = parseArgs({
    args: argv,
    options: { hub: { type: 'string' }, 'read-only': { type: 'boolean', default: false } },
  });
  const key = env.HUB_API_KEY;
  if (!key) throw new Error(`Set HUB_API_KEY.\n\n${usage}`);
  const timeZone = env.HUB_TIME_ZONE || HUB_TIME_ZONE_DEFAULT;
  setHubReadingZone(timeZone);
  const hub = agentHubOverFetch(
    apiRoot(values.hub ?? env.HUB_URL ?? 'http://localhost:8080'),
    key,
    fetchImpl,
  );
  // A hub without GET /me (spec-only) cannot say the key's scopes: read-only, to be safe.
  const me = await hub.get('/me').catch((error: Error) => {
    if (/^403 /.test(error.message)) return null;
    throw error;
  });
  const who = me === null ? null : meAnswer.parse(me).data;
  const scopes = who?.scopes ?? [];
  return {
    hub,
    plans: new MemoryPlanStore(),
    key: {
      name: who?.name ?? 'agent',
      scopes: values['read-only'] ? scopes.filter((s) => s !== 'manage') : scopes,
      fingerprint: keyFingerprint(crypto.createHash('sha256').update(key).digest('hex')),
    },
    timeZone,
    history: null,
    now: Date.now,
    // The organizer's own machine: check_spreadsheet may read a file by its path.
    readFile: async (file) => new Uint8Array(await fs.readFile(file)),
  };
}

export async function serveStdio(argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const server = createMcpServer(await stdioContext(argv, env));
  await server.connect(new StdioServerTransport());
}
