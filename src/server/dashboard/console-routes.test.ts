import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubCheckReport } from '@/contract/hub-check';
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '@/contract/session-wire';
import { readEnv } from '@/server/env';
import { createKey } from '@/server/hub/keys';
import { runImportCli } from '@/server/cli/import-cli';
import { seedDemo } from '@/server/seed/seed-demo';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';
import { createDashboardServer } from './server';

/*
 * `GET /console/hub-check`: the hub check of issue 31 for the signed-in session.
 * `GET /console/mapping-templates` with a script's hub key (npm run import --template).
 */

const origin = 'http://dash.test';
const TZ = 'America/Sao_Paulo';

let hub: TestHub;
let specOnly: TestHub;
let distDir: string;

const dashboardOver = (over: TestHub) =>
  createDashboardServer(over, readEnv({ HUB_DATA_DIR: distDir, HUB_TIME_ZONE: TZ }), {
    distDir,
    sessionSecret: crypto.randomBytes(32),
  });
type App = ReturnType<typeof dashboardOver>;

async function signIn(app: App, key: string): Promise<string> {
  const res = await app.request(`${origin}/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ api_key: key }),
  });
  expect(res.status).toBe(201);
  return `${SESSION_COOKIE}=${/hub_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1]}`;
}

const hubCheck = async (app: App, cookie: string | null, query = '') => {
  const res = await app.request(`${origin}/console/hub-check${query}`, {
    headers: cookie ? { cookie } : {},
  });
  return { res, body: (await res.json()) as { data: HubCheckReport; error?: string } };
};

beforeAll(async () => {
  [hub, specOnly] = await Promise.all([createTestHub(), createTestHub({ specOnly: true })]);
  await Promise.all(
    [hub, specOnly].map((h) => h.database.run((db) => seedDemo(db, { timeZone: TZ }))),
  );
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dash-hub-check-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
}, 120_000);
afterAll(async () => {
  await Promise.all([hub?.close(), specOnly?.close()]);
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('GET /console/hub-check', () => {
  it('is for a signed-in session only', async () => {
    const app = dashboardOver(hub);
    const { res, body } = await hubCheck(app, null);
    expect(res.status).toBe(401);
    expect(body.error).toBe('unauthenticated');
    expect((await hubCheck(app, `${SESSION_COOKIE}=not-a-session`)).res.status).toBe(401);
  });

  it("checks the session's hub once, keeps it for the session, and again when asked", async () => {
    const app = dashboardOver(hub);
    const cookie = await signIn(app, hub.manageKey);
    const first = await hubCheck(app, cookie);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data).toMatchObject({
      hub: `${origin}/api/v1`,
      verdict: 'full',
      exit_code: 0,
      time_zone: TZ,
    });
    expect(first.body.data.endpoints.length).toBeGreaterThan(20);

    const kept = await hubCheck(app, cookie);
    expect(kept.body.data.checked_at).toBe(first.body.data.checked_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await hubCheck(app, cookie, '?fresh=1');
    expect(fresh.body.data.checked_at).not.toBe(first.body.data.checked_at);

    // Another session has its own.
    const other = await signIn(app, hub.manageKey);
    expect((await hubCheck(app, other)).body.data.checked_at).not.toBe(fresh.body.data.checked_at);
  });

  it('starts the check at sign-in, before the page asks for it', async () => {
    const app = dashboardOver(hub);
    const cookie = await signIn(app, hub.manageKey);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const asked = new Date().toISOString();
    const { body } = await hubCheck(app, cookie);
    expect(body.data.checked_at < asked).toBe(true);
  });

  it('says what a spec-only hub lacks, as the CLI does', async () => {
    const app = dashboardOver(specOnly);
    const { body } = await hubCheck(app, await signIn(app, specOnly.manageKey));
    expect(body.data.verdict).toBe('limited');
    expect(body.data.reasons).toContainEqual({ code: 'spec_only_mode' });
    expect(body.data.reasons).toContainEqual({ code: 'extension_absent', extension: 'races' });
  });
});

describe('GET /console/mapping-templates with a hub key', () => {
  const headers = ['Nome completo', 'CPF', 'Data de nascimento', 'Sexo', 'E-mail', 'Celular'];
  const template = {
    kind: 'registrations',
    name: 'Planilha da assessoria',
    signature: '6-assessoria',
    headers,
    // Not the automatic suggestion: the phone column is left out.
    columns: ['name', 'document', 'birth_date', 'gender', 'email', null],
  };
  let app: App;
  let cookie: string;

  const list = (on: App, authorization: string | null, query = '?kind=registrations') =>
    on.request(`${origin}/console/mapping-templates${query}`, {
      headers: authorization === null ? {} : { authorization },
    });
  const names = async (res: Response) =>
    ((await res.json()) as { data: { name: string }[] }).data.map((t) => t.name);

  beforeAll(async () => {
    app = dashboardOver(hub);
    cookie = await signIn(app, hub.manageKey);
    const saved = await app.request(`${origin}/console/mapping-templates`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify(template),
    });
    expect(saved.status).toBe(201);
  });

  it("lists the team's templates to a script with a manage key, as to the signed-in app", async () => {
    const res = await list(app, `Bearer ${hub.manageKey}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await names(res)).toEqual(['Planilha da assessoria']);
    expect(await names(await list(app, `Bearer ${hub.manageKey}`, '?kind=results'))).toEqual([]);
    // A key the hub refuses management to (no manage scope) is still one of its keys.
    const reader = await hub.database.run((db) => createKey(db, 'Leitura', ['read']));
    expect(await names(await list(app, `bearer ${reader.key}`))).toEqual([
      'Planilha da assessoria',
    ]);
    const cookieOnly = await app.request(`${origin}/console/mapping-templates`, {
      headers: { cookie },
    });
    expect(await names(cookieOnly)).toEqual(['Planilha da assessoria']);
  });

  it('refuses a wrong key, another scheme and no credentials with 401 Bearer', async () => {
    for (const authorization of [
      'Bearer not-a-key',
      `Bearer ${hub.manageKey.slice(0, -2)}xx`,
      `Basic ${Buffer.from(`x:${hub.manageKey}`).toString('base64')}`,
      'Bearer',
    ]) {
      const res = await list(app, authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate'), authorization).toBe('Bearer');
      expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
    }
    const none = await list(app, null);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: 'unauthenticated' });
    // A wrong key beside a good session is still a wrong key: the header is what is read.
    const both = await app.request(`${origin}/console/mapping-templates`, {
      headers: { cookie, authorization: 'Bearer not-a-key' },
    });
    expect(both.status).toBe(401);
  });

  it('does not let a key save, rename or delete a template: that is the signed-in app', async () => {
    const authorization = `Bearer ${hub.manageKey}`;
    const json = { authorization, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE };
    const post = await app.request(`${origin}/console/mapping-templates`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...template, name: 'Pelo script' }),
    });
    expect(post.status).toBe(401);
    const id = ((await (await list(app, authorization)).json()) as { data: { id: number }[] })
      .data[0].id;
    const patch = await app.request(`${origin}/console/mapping-templates/${id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ name: 'Renomeado' }),
    });
    expect(patch.status).toBe(401);
    const remove = await app.request(`${origin}/console/mapping-templates/${id}`, {
      method: 'DELETE',
      headers: json,
    });
    expect(remove.status).toBe(401);
    expect(await names(await list(app, authorization))).toEqual(['Planilha da assessoria']);
  });

  it('asks a hub without /me (spec only) for a read instead', async () => {
    const over = dashboardOver(specOnly);
    expect((await list(over, `Bearer ${specOnly.manageKey}`)).status).toBe(200);
    const wrong = await list(over, 'Bearer not-a-key');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('npm run import --template NAME reads the template from this server with the hub key', async () => {
    const events = await app.request(`${origin}/api/v1/events?per_page=100`, {
      headers: { authorization: `Bearer ${hub.manageKey}` },
    });
    const { data } = (await events.json()) as { data: { code: string }[] };
    const event = data.map((e) => e.code).find((code) => code.startsWith('TRAIL-SMAR-'));
    expect(event).toBeDefined();
    const file = [
      headers.join(';'),
      'Ana Beatriz Souza;529.982.247-25;14/03/1988;Feminino;ana@example.com.br;(11) 91234-5678',
    ].join('\r\n');
    const importCli = async (...extra: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const status = await runImportCli(
        [
          'inscritos.csv',
          '--event',
          event ?? '',
          '--kind',
          'registrations',
          '--race',
          '21K',
        ].concat(extra),
        {
          out: (text) => out.push(text),
          err: (text) => err.push(text),
          progress: null,
          confirm: async () => null,
          readBytes: async () => new TextEncoder().encode(file),
          readText: async () => null,
          writeFile: async () => undefined,
          removeFile: async () => undefined,
        },
        { HUB_API_KEY: hub.manageKey, HUB_URL: `${origin}/api/v1` },
        ((url: string | URL, init?: RequestInit) =>
          app.request(new Request(String(url), init))) as typeof fetch,
      );
      return { status, out: out.join('\n'), err: err.join('\n') };
    };

    const named = await importCli('--template', 'Planilha da assessoria', '--check', '--json');
    expect(named.status, named.err).toBe(0);
    const check = JSON.parse(named.out) as {
      mapping: { header: string; field: string | null; source: string }[];
    };
    expect(check.mapping.map((m) => [m.field, m.source])).toEqual(
      template.columns.map((field) => [field, 'template']),
    );
    const unknown = await importCli('--template', 'Outra planilha', '--check');
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain('No registrations template named "Outra planilha"');
  });

  it("counts wrong keys in the hub's failed-key throttle, whose 429 passes through", async () => {
    // Last here: it spends this client's wrong keys on the shared hub.
    let refused: Response | null = null;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await list(app, `Bearer wrong-key-${i}`);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(401);
    }
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused?.json()).toMatchObject({ error: 'too_many_attempts' });
    // A key the hub knows is not slowed.
    expect((await list(app, `Bearer ${hub.manageKey}`)).status).toBe(200);
  });
});
