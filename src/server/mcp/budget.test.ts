import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '@/server/seed/seed-large';
import { mcpClient, type McpTestClient } from '@/testing/hub/mcp-client';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { OUTPUT_BUDGET_CHARS } from './tool';
import { EVENT_SECTIONS } from './tools/get-event';

/*
 * Answers stay within ~10k tokens on the hub `npm run seed -- --events 10000` makes (the same
 * seedLarge): lists page, and say so; an unpaged list would be ~200 times the budget.
 */

const EVENTS = 10_000;
let hub: TestHub;
let agent: McpTestClient;

beforeAll(async () => {
  hub = await createTestHub();
  await hub.database.run((db) =>
    seedLarge(db, {
      events: EVENTS,
      timeZone: 'America/Sao_Paulo',
      now: new Date('2026-03-10T15:00:00Z'),
    }),
  );
  agent = await mcpClient(hub);
}, 120_000);
afterAll(async () => {
  await agent.close();
  await hub.close();
});

const sizeOf = ({
  content,
  structuredContent,
}: {
  content: unknown;
  structuredContent?: unknown;
}) => JSON.stringify({ content, structuredContent }).length;

describe('the output budget', () => {
  it('lists the largest page of events within it, with a cursor to the next', async () => {
    const page = await agent.call('list_events', { per_page: 100 });
    expect(page.data.total).toBe(EVENTS);
    expect(page.data.events.length).toBeGreaterThan(0);
    expect(page.data.truncated).toBe(true);
    expect(page.data.next_cursor).toBe('2');
    expect(sizeOf(page)).toBeLessThan(OUTPUT_BUDGET_CHARS + 2_000);
    const last = await agent.call('list_events', { per_page: 100, cursor: String(EVENTS / 100) });
    expect(last.data.next_cursor).toBeNull();
  });

  it('reads an event with every section within it', async () => {
    const { events } = (await agent.call('list_events', { per_page: 1 })).data;
    const read = await agent.call('get_event', {
      event: events[0].code,
      sections: [...EVENT_SECTIONS],
    });
    expect(read.isError).toBeFalsy();
    expect(sizeOf(read)).toBeLessThan(OUTPUT_BUDGET_CHARS + 2_000);
  });
});
