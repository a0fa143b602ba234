import { describe, expect, it } from 'vitest';
import { answerFirstReads, FIRST_READS_RACES_MAX, firstReads } from './first-reads';

describe('what a page hints beyond its route’s files', () => {
  it('the overview: the event, every resource its review reads and their schemas', () => {
    expect(firstReads('/events/ULTRA-2027')).toMatchObject({
      reads: [
        '/api/v1/events/ULTRA-2027',
        '/api/v1/events/ULTRA-2027/races',
        '/api/v1/events/ULTRA-2027/batches',
        '/api/v1/events/ULTRA-2027/registration-fields',
        '/api/v1/events/ULTRA-2027/legal-discounts',
        '/api/v1/events/ULTRA-2027/retention',
        '/api/v1/salespeople?page=1&per_page=100',
      ],
      modules: ['src/web/api/event-schemas.ts', 'src/contract/salespeople.ts'],
    });
    expect(firstReads('/events/ULTRA-2027/')?.reads).toHaveLength(7);
  });

  it('the overview, once its races are in: each race’s vacancy and rule count, as the page asks', () => {
    const then = firstReads('/events/ULTRA-2027')?.then;
    expect(then?.after).toBe('/api/v1/events/ULTRA-2027/races');
    const races = { data: [{ code: '42K' }, { code: 'KIDS 1' }, { code: 5 }], meta: { total: 3 } };
    expect(then?.reads(races)).toEqual([
      '/api/v1/events/ULTRA-2027/races/42K/vacancy',
      '/api/v1/events/ULTRA-2027/races/42K/prize-rules?page=1&per_page=1',
      '/api/v1/events/ULTRA-2027/races/KIDS%201/vacancy',
      '/api/v1/events/ULTRA-2027/races/KIDS%201/prize-rules?page=1&per_page=1',
      '/api/v1/events/ULTRA-2027/races/5/vacancy',
      '/api/v1/events/ULTRA-2027/races/5/prize-rules?page=1&per_page=1',
    ]);
    // A list of another shape, or races without a code, name nothing: the page asks for itself.
    for (const other of [null, [], { data: {} }, { data: [null, { code: '' }, { id: 1 }] }])
      expect(then?.reads(other), JSON.stringify(other)).toEqual([]);
    // A code made to leave the attribute or the path stays inside it.
    for (const read of then?.reads({ data: [{ code: '"><x/../' }] }) ?? [])
      expect(read).toMatch(/^\/api\/v1\/events\/ULTRA-2027\/races\/%22%3E%3Cx%2F..%2F\//);
    // A page does not wait for the reads of a hundred races.
    const many = { data: Array.from({ length: 100 }, (_, i) => ({ code: `R${i}` })) };
    expect(then?.reads(many)).toHaveLength(2 * FIRST_READS_RACES_MAX);
    // Another tab of the event reads no race.
    expect(firstReads('/events/ULTRA-2027/races')?.then).toBeUndefined();
  });

  it('the events list opened without a query: its first page as the page asks it', () => {
    for (const path of ['/events', '/events/']) {
      const first = firstReads(path, '');
      expect(first).toMatchObject({ reads: [], modules: ['src/web/api/event-schemas.ts'] });
      // Known once the session's answer says whether the hub has the extensions (its counters).
      expect(first?.then?.after).toBe('/auth/session');
      expect(first?.then?.reads({ signed_in: true, extensions: true })).toEqual([
        '/api/v1/events?page=1&per_page=15&include=counters',
      ]);
      expect(first?.then?.reads({ signed_in: true, extensions: false })).toEqual([
        '/api/v1/events?page=1&per_page=15',
      ]);
    }
    // Another page, a search, a filter: read by the page itself, as it asks them.
    for (const search of ['?page=2', '?search=sao', '?status=draft'])
      expect(firstReads('/events', search), search).toBeNull();
  });

  it('another tab of an event: the event and its schema', () => {
    const first = {
      reads: ['/api/v1/events/ULTRA-2027'],
      modules: ['src/web/api/event-schemas.ts'],
    };
    expect(firstReads('/events/ULTRA-2027/races')).toEqual(first);
    expect(firstReads('/events/ULTRA-2027/imports/12')).toEqual(first);
  });

  it('writes the code as the dashboard asks for it, and skips what names no event', () => {
    expect(firstReads('/events/CORRIDA%20SP')?.reads[0]).toBe('/api/v1/events/CORRIDA%20SP');
    expect(firstReads('/events/caf%C3%A9')?.reads[0]).toBe('/api/v1/events/caf%C3%A9');
    expect(firstReads('/events/%E0%A4%A')).toBeNull();
    // A code made to leave the attribute stays inside it.
    const hostile = firstReads('/events/%22%3E%3Cscript%3Ex%3C%2Fscript%3E')?.reads ?? [];
    expect(hostile).toHaveLength(7);
    for (const read of hostile) expect(read).not.toMatch(/["<>]/);
    for (const path of ['/sign-in', '/', '/salespeople', '/hub'])
      expect(firstReads(path), path).toBeNull();
  });
});

describe('the answers a page carries', () => {
  const reads = ['/api/v1/events/A', '/api/v1/events/A/retention', '/api/v1/events/A/races'];

  it('keeps the JSON of each 200 and leaves the rest', async () => {
    const asked: string[] = [];
    const answers = await answerFirstReads(reads, (apiPath) => {
      asked.push(apiPath);
      if (apiPath.endsWith('/retention'))
        return Promise.resolve(Response.json({ error: 'not_found' }, { status: 404 }));
      if (apiPath.endsWith('/races')) return Promise.reject(new Error('upstream down'));
      return Promise.resolve(Response.json({ code: 'A' }));
    });
    expect(asked).toEqual(reads);
    expect(answers).toEqual({ '/api/v1/events/A': { code: 'A' } });
  });

  it('does not hold the page for a slow hub: what is late is left to the browser', async () => {
    const answers = await answerFirstReads(
      reads,
      (apiPath) =>
        apiPath === '/api/v1/events/A'
          ? Promise.resolve(Response.json({ code: 'A' }))
          : new Promise((resolve) => setTimeout(() => resolve(Response.json({})), 2_000)),
      50,
    );
    // The late ones would be here (their answer is JSON) had the page waited for them.
    expect(answers).toEqual({ '/api/v1/events/A': { code: 'A' } });
  });

  it('asks the reads that follow one once all are in, within the same wait', async () => {
    const asked: string[] = [];
    const then = {
      after: '/api/v1/events/A/races',
      reads: (answer: unknown) =>
        (answer as { data: { code: string }[] }).data.map((r) => `/api/v1/races/${r.code}`),
    };
    // A follow-up never competes with a page's own read: each waits for all of those.
    let retentionIn = false;
    const askedBefore: string[] = [];
    const answers = await answerFirstReads(
      reads,
      async (apiPath) => {
        asked.push(apiPath);
        if (apiPath.startsWith('/api/v1/races/') && !retentionIn) askedBefore.push(apiPath);
        if (apiPath.endsWith('/retention'))
          return new Promise((resolve) =>
            setTimeout(() => {
              retentionIn = true;
              resolve(Response.json({ days: 7 }));
            }, 30),
          );
        if (apiPath.endsWith('/races'))
          return Response.json({ data: [{ code: 'X' }, { code: 'SLOW' }, { code: 'GONE' }] });
        if (apiPath.endsWith('/SLOW'))
          return new Promise((resolve) => setTimeout(() => resolve(Response.json({})), 2_000));
        if (apiPath.endsWith('/GONE')) return Response.json({}, { status: 404 });
        return Response.json({ read: apiPath });
      },
      100,
      then,
    );
    expect(askedBefore).toEqual([]);
    expect(asked.slice(reads.length)).toEqual([
      '/api/v1/races/X',
      '/api/v1/races/SLOW',
      '/api/v1/races/GONE',
    ]);
    // What follows is kept like the rest: a 200 in time, not a late one nor a 404.
    expect(Object.keys(answers).sort()).toEqual([...reads, '/api/v1/races/X'].sort());
    expect(answers['/api/v1/races/X']).toEqual({ read: '/api/v1/races/X' });
  });

  it('asks nothing more when the read others follow fails', async () => {
    const asked: string[] = [];
    const answers = await answerFirstReads(
      reads,
      (apiPath) => {
        asked.push(apiPath);
        return Promise.resolve(
          apiPath.endsWith('/races')
            ? Response.json({ error: 'not_found' }, { status: 404 })
            : Response.json({}),
        );
      },
      100,
      { after: '/api/v1/events/A/races', reads: () => ['/api/v1/races/X'] },
    );
    expect(asked).toEqual(reads);
    expect(Object.keys(answers)).toHaveLength(2);
  });

  it('keeps no answer that is not JSON', async () => {
    const answers = await answerFirstReads(reads.slice(0, 1), () =>
      Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    expect(answers).toEqual({});
  });
});
