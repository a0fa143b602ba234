import { afterAll, beforeAll, expect, test } from 'vitest';
import { keyFingerprint } from '@/contract/history';
import { readEnv } from '@/server/env';
import { hashKey } from '@/server/hub/keys';
import { ChangeLog } from '@/server/store/change-log';
import { createRace, insertEvent } from '@/testing/hub/fixtures';
import { createTestHub, type TestHub } from '@/testing/hub/test-hub';

/* The hub records the writes keys make straight to it (issue 18), on the test's engine. */

let hub: TestHub;
beforeAll(async () => {
  hub = await createTestHub();
});
afterAll(() => hub.close());

const historyOf = (code: string) =>
  hub.services.changes.page(code, { limit: 200 }).then((p) => p.data);

test('a retention PUT is recorded with who, the versions before and after, and the outcome', async () => {
  const event = await insertEvent(hub);
  const first = { rules: [{ percent: 100, offset_days: 5 }] };
  const second = {
    rules: [
      { percent: 40, offset_days: -10 },
      { percent: 60, offset_days: 2 },
    ],
  };
  expect((await hub.call('PUT', `/events/${event.code}/retention`, { json: first })).status).toBe(
    200,
  );
  expect((await hub.call('PUT', `/events/${event.code}/retention`, { json: second })).status).toBe(
    200,
  );
  const [latest, earlier] = await historyOf(event.code);
  expect(earlier).toMatchObject({ kind: 'retention', before: null, after: first, status: 200 });
  expect(latest).toMatchObject({
    via: 'api',
    actor: 'test manage',
    key_fingerprint: keyFingerprint(hashKey(hub.manageKey)),
    method: 'PUT',
    path: `/events/${event.code}/retention`,
    event_code: event.code,
    race_code: null,
    kind: 'retention',
    status: 200,
    outcome: 'ok',
    before: first,
    after: second,
    summary: second,
  });
  expect(JSON.stringify(latest)).not.toContain(hub.manageKey);
});

test('legal discounts keep every type of the version before and after, sorted by type', async () => {
  const event = await insertEvent(hub);
  const senior = { type: 'senior', discount_type: 'percent', value: 50 };
  const student = { type: 'student', discount_type: 'percent', value: 40, requires_proof: true };
  await hub.call('PUT', `/events/${event.code}/legal-discounts`, { json: { discounts: [senior] } });
  await hub.call('PUT', `/events/${event.code}/legal-discounts`, {
    json: { discounts: [{ ...senior, value: 30 }, student] },
  });
  const [latest] = await historyOf(event.code);
  const full = (d: typeof senior & { requires_proof?: boolean }) => ({
    enabled: true,
    requires_proof: false,
    ...d,
  });
  expect(latest.before).toEqual({ discounts: [full(senior)] });
  expect(latest.after).toEqual({ discounts: [full({ ...senior, value: 30 }), full(student)] });
});

test('refused writes are recorded as refused; a request with no valid key is no one’s', async () => {
  const event = await insertEvent(hub);
  const path = `/events/${event.code}/retention`;
  const bad = await hub.call('PUT', path, { json: { rules: [{ percent: 30, offset_days: 1 }] } });
  expect(bad.status).toBe(422);
  expect((await hub.call('PUT', path, { json: {}, key: null })).status).toBe(401);
  expect((await hub.call('PUT', path, { json: {}, key: hub.readKey })).status).toBe(403);
  const entries = await historyOf(event.code);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ status: 422, outcome: 'refused', before: null, after: null });
});

test('an import is recorded as counts and its id, never the people in it', async () => {
  const event = await insertEvent(hub);
  const race = await createRace(hub, event.code);
  const res = await hub.call('POST', `/events/${event.code}/races/${race.code}/registrations`, {
    json: {
      registrations: [
        { name: 'Ana Souza', document: '529.982.247-25', email: 'ana@example.com' },
        { name: 'Bia Lima', document: '11144477735', email: 'bia@example.com' },
      ],
    },
  });
  expect(res.status).toBe(202);
  const { import_id: id } = (await res.json()) as { import_id: number };
  const [entry] = await historyOf(event.code);
  expect(entry).toMatchObject({
    kind: 'registrations',
    race_code: race.code,
    import_id: id,
    summary: { registrations: 2 },
  });
  const text = JSON.stringify(entry);
  for (const personal of ['Ana', '529.982.247-25', '11144477735', 'ana@example.com'])
    expect(text).not.toContain(personal);
});

test('races and fields: the summary keeps the configuration, the race code comes from the path', async () => {
  const event = await insertEvent(hub);
  const race = await createRace(hub, event.code, { name: 'Meia maratona', code: 'M21' });
  const patch = await hub.call('PATCH', `/events/${event.code}/races/${race.code}`, {
    json: { name: 'Meia 21 km' },
  });
  expect(patch.status).toBe(200);
  const [patched, created] = await historyOf(event.code);
  expect(created).toMatchObject({
    kind: 'races',
    method: 'POST',
    summary: { name: 'Meia maratona' },
  });
  expect(patched).toMatchObject({
    kind: 'races',
    method: 'PATCH',
    race_code: 'M21',
    summary: { name: 'Meia 21 km' },
  });
});

test('a created event starts its own history; a change to it follows', async () => {
  await insertEvent(hub); // the modality catalogue
  const code = `HIST-NEW-${Date.now().toString(36)}`;
  const created = await hub.call('POST', '/events', {
    json: {
      name: 'Corrida Nova',
      code,
      date: '2028-09-24',
      registration_opens_at: '2028-03-01T00:00:00-03:00',
      registration_closes_at: '2028-09-20T23:59:00-03:00',
    },
  });
  expect(created.status).toBe(201);
  await hub.call('PATCH', `/events/${code}`, { json: { city: 'Londrina' } });
  const entries = await historyOf(code);
  expect(entries.map((e) => [e.method, e.kind, e.path])).toEqual([
    ['PATCH', 'events', `/events/${code}`],
    ['POST', 'events', '/events'],
  ]);
  expect(entries[1].summary).toMatchObject({ name: 'Corrida Nova', code });
});

test('HISTORY_RETENTION_DAYS: entries older than it are swept; unset, they are kept forever', async () => {
  expect(readEnv({}).HISTORY_RETENTION_DAYS).toBeUndefined();
  expect(readEnv({ HISTORY_RETENTION_DAYS: '30' }).HISTORY_RETENTION_DAYS).toBe(30);
  expect(() => readEnv({ HISTORY_RETENTION_DAYS: '0' })).toThrow(/HISTORY_RETENTION_DAYS/);
  let now = Date.parse('2026-01-01T12:00:00Z');
  const clock = () => now;
  const kept = new ChangeLog(hub.database, 'sweep-30', 30, clock);
  const forever = new ChangeLog(hub.database, 'sweep-forever', undefined, clock);
  const write = {
    via: 'api',
    actor: 'script',
    keyFingerprint: 'abcdefabcdef',
    method: 'PUT',
    path: '/events/SWEEP/retention',
    body: { rules: [{ percent: 100, offset_days: 1 }] },
    status: 200,
  } as const;
  await kept.record(write);
  await forever.record(write);
  now += 31 * 86_400_000;
  await kept.record(write);
  expect(await kept.sweep()).toBe(1);
  expect(await forever.sweep()).toBe(0);
  expect((await kept.page('SWEEP', { limit: 10 })).data).toHaveLength(1);
  expect((await forever.page('SWEEP', { limit: 10 })).data).toHaveLength(1);
});

test('an entry keeps the names of the time of writing: a deleted race, a field’s options, a batch’s races', async () => {
  const event = await insertEvent(hub);
  const race = await createRace(hub, event.code, { name: 'Corrida 5K', code: 'C5' });
  const field = await hub.call('POST', `/events/${event.code}/registration-fields`, {
    json: {
      label: 'Tamanho da camiseta',
      key: 'camiseta',
      type: 'select',
      options: ['P', 'M', 'G'].map((v) => ({ value: v, label: v })),
    },
  });
  expect(field.status).toBe(201);
  const { id: fieldId } = ((await field.json()) as { data: { id: number } }).data;
  const sizes = ['P', 'M', 'G', 'GG'].map((v) => ({ value: v, label: v }));
  const patch = await hub.call('PATCH', `/events/${event.code}/registration-fields/${fieldId}`, {
    json: { options: sizes },
  });
  expect(patch.status).toBe(200);
  const batch = await hub.call('POST', `/events/${event.code}/batches`, {
    json: { name: '1º lote', max_installments: 1, race_prices: { [race.id]: 12000 } },
  });
  expect(batch.status).toBe(201);
  const { id: batchId } = ((await batch.json()) as { data: { id: number } }).data;
  expect((await hub.call('DELETE', `/events/${event.code}/batches/${batchId}`)).status).toBe(204);
  expect((await hub.call('DELETE', `/events/${event.code}/races/C5`)).status).toBe(204);

  const [deletedRace, deletedBatch, createdBatch, patched] = await historyOf(event.code);
  expect(deletedRace).toMatchObject({
    method: 'DELETE',
    kind: 'races',
    before: { code: 'C5', name: 'Corrida 5K' },
    names: { race: 'Corrida 5K' },
  });
  expect(deletedBatch).toMatchObject({ before: { name: '1º lote' } });
  expect(createdBatch).toMatchObject({
    after: { name: '1º lote', race_prices: { [race.id]: 12000 } },
    names: { races: { [race.id]: 'Corrida 5K' } },
  });
  expect(patched).toMatchObject({
    before: { label: 'Tamanho da camiseta', options: sizes.slice(0, 3) },
    after: { label: 'Tamanho da camiseta', options: sizes },
  });
});

test('an import keeps its race’s name', async () => {
  const event = await insertEvent(hub);
  const race = await createRace(hub, event.code, { name: 'Maratona 42K', code: 'M42' });
  await hub.call('POST', `/events/${event.code}/races/${race.code}/registrations`, {
    json: { registrations: [{ name: 'Ana Souza', document: '529.982.247-25' }] },
  });
  const [imported] = await historyOf(event.code);
  expect(imported).toMatchObject({ kind: 'registrations', names: { race: 'Maratona 42K' } });
});
