import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@/server/dashboard/hub-gateway';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { configuredEvent } from '@/testing/hub/configured-event';
import { fixturePath } from '@/testing/import-files';
import { toolsFor } from './registry';
import { checkSpreadsheetTool } from './tools/check-spreadsheet';
import { stdioContext } from './stdio';

/* `npm run mcp`: the context it serves, against a hub reached by fetch. */

let hub: TestHub;
let fetchImpl: typeof fetch;

beforeAll(async () => {
  hub = await createTestHub();
  const mounted = new Hono().route(API_PREFIX, hub.app);
  fetchImpl = ((url: string | URL, init?: RequestInit) =>
    Promise.resolve(mounted.fetch(new Request(String(url), init)))) as typeof fetch;
});
afterAll(() => hub.close());

const names = (ctx: Awaited<ReturnType<typeof stdioContext>>) =>
  toolsFor(ctx.key.scopes, ctx.history !== null).map((t) => t.name);

describe('npm run mcp', () => {
  it('takes the key from HUB_API_KEY only', async () => {
    await expect(stdioContext(['--hub', 'http://hub.test'], {}, fetchImpl)).rejects.toThrow(
      'Set HUB_API_KEY',
    );
    await expect(
      stdioContext(['--hub', 'http://hub.test', '--key', hub.manageKey], {}, fetchImpl),
    ).rejects.toThrow();
  });

  it("serves the key's tools, without the history (the dashboard server keeps it)", async () => {
    const ctx = await stdioContext(
      ['--hub', 'http://hub.test'],
      { HUB_API_KEY: hub.manageKey },
      fetchImpl,
    );
    expect(ctx.key).toMatchObject({ name: 'test manage', scopes: ['manage'] });
    expect(names(ctx)).toContain('apply_plan');
    expect(names(ctx)).not.toContain('get_history');
  });

  it('serves the read tools only with --read-only, or to a key without manage', async () => {
    const readOnly = await stdioContext(
      ['--hub', 'http://hub.test', '--read-only'],
      { HUB_API_KEY: hub.manageKey },
      fetchImpl,
    );
    expect(names(readOnly)).not.toContain('apply_plan');
    const reader = await stdioContext(
      ['--hub', 'http://hub.test'],
      { HUB_API_KEY: hub.readKey },
      fetchImpl,
    );
    expect(names(reader)).not.toContain('apply_plan');
  });

  it('reads a spreadsheet by its path on this machine (an .xlsx), which /mcp cannot', async () => {
    const event = await configuredEvent(hub);
    const ctx = await stdioContext(
      ['--hub', 'http://hub.test'],
      { HUB_API_KEY: hub.manageKey },
      fetchImpl,
    );
    const check = checkSpreadsheetTool.run;
    const answer = await check(
      { event, kind: 'registrations', race: '21K', path: fixturePath('registrations.xlsx') },
      ctx,
    );
    expect(answer.data.file).toMatchObject({ name: 'registrations.xlsx', format: 'xlsx' });
    expect(answer.data.counts.rows).toBeGreaterThan(0);
    await expect(
      check(
        { event, kind: 'registrations', race: '21K', path: fixturePath('registrations.xlsx') },
        { ...ctx, readFile: undefined },
      ),
    ).rejects.toThrow('cannot read files by path');
  });
});
