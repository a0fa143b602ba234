import fs from 'node:fs';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '@/contract/cpf';
import { openDatabase, type Database, type Db } from '@/server/db/database';
import * as t from '@/server/db/schema';
import { isEmpty, type SeedSummary } from '@/server/seed/catalogue';
import { seedDemo } from '@/server/seed/seed-demo';
import { seedDemoIfEmpty } from '@/server/seed/seed-if-empty';
import { seedBulkRegistrations, seedBulkResults, seedLarge } from '@/server/seed/seed-large';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');
const TZ = 'America/Sao_Paulo';
const NOW = new Date('2026-03-10T15:00:00Z');

describe('seedDemo', () => {
  let database: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
    expect(await database.run(isEmpty)).toBe(true);
    summary = await database.run((db) => seedDemo(db, { timeZone: TZ, now: NOW }));
  });
  afterAll(() => database.close());

  const query = <T>(work: (db: Db) => Promise<T>) => database.run(work);
  const rowsOf = async <T>(statement: SQL) =>
    ((await database.run((db) => db.execute(statement))) as unknown as { rows: T[] }).rows;

  it('reports what it inserted, and the hub is no longer empty', async () => {
    expect(summary.events).toBeGreaterThanOrEqual(6);
    expect(summary.races).toBeGreaterThanOrEqual(15);
    expect(summary.registrations).toBeGreaterThan(2000);
    expect(summary.results).toBeGreaterThan(500);
    expect(await database.run(isEmpty)).toBe(false);
    const counts = await query(async (db) => ({
      events: (await db.select().from(t.events)).length,
      races: (await db.select().from(t.races)).length,
      registrations: (await db.select({ id: t.registrations.id }).from(t.registrations)).length,
      results: (await db.select({ id: t.results.id }).from(t.results)).length,
    }));
    expect(counts).toEqual(summary);
  });

  it('has the modality catalogue, organizers and salespeople', async () => {
    const { modalities, organizers, salespeople } = await query(async (db) => ({
      modalities: await db.select().from(t.modalities),
      organizers: await db.select().from(t.organizers),
      salespeople: await db.select().from(t.salespeople),
    }));
    expect(modalities.map((m) => m.name).sort()).toEqual([
      'Cadeirante',
      'Caminhada',
      'Equipe',
      'Geral',
      'Kids',
      'PCD',
    ]);
    expect(modalities.filter((m) => m.isDefault).map((m) => m.name)).toEqual(['Geral']);
    expect(organizers).toHaveLength(3);
    expect(salespeople.filter((s) => s.status === 'active')).toHaveLength(4);
    expect(salespeople.filter((s) => s.status === 'inactive')).toHaveLength(2);
    expect(salespeople.every((s) => s.email && s.mobile && s.document)).toBe(true);
  });

  it('spreads events over statuses, dates and registration windows', async () => {
    const events = await query((db) => db.select().from(t.events));
    const statuses = events.map((e) => e.status);
    expect(statuses.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(4);
    expect(statuses).toContain('inactive');
    expect(statuses).toContain('suspended');
    const now = NOW.getTime();
    expect(
      events.some(
        (e) => e.registrationOpensAt.getTime() <= now && now < e.registrationClosesAt.getTime(),
      ),
    ).toBe(true);
    expect(events.some((e) => e.registrationClosesAt.getTime() < now)).toBe(true);
    expect(events.some((e) => e.registrationOpensAt.getTime() > now)).toBe(true);
    const days = events.map((e) => (Date.parse(e.date) - now) / 86_400_000);
    expect(Math.min(...days)).toBeLessThan(-50);
    expect(Math.max(...days)).toBeGreaterThan(150);
    expect(Math.max(...days)).toBeLessThan(190);
    expect(events.every((e) => /^[A-Z0-9]+(-[A-Z0-9]+)+$/.test(e.code))).toBe(true);
    expect(events.every((e) => e.bannerUrl.startsWith('/demo/banner-') && e.regulation)).toBe(true);
    expect(events.filter((e) => e.isFree)).toHaveLength(1);
  });

  it('gives every registration a valid CPF and unique bibs per event', async () => {
    const regs = await query((db) => db.select().from(t.registrations));
    expect(regs.every((r) => r.document && isValidCpf(r.document))).toBe(true);
    expect(regs.some((r) => r.document!.startsWith('0'))).toBe(true);
    const bibs = regs.filter((r) => r.bib).map((r) => `${r.eventId}:${r.bib}`);
    expect(new Set(bibs).size).toBe(bibs.length);
    const cpfs = regs.map((r) => `${r.eventId}:${r.document}`);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    for (const origin of ['online', 'api', 'csv'])
      expect(regs.some((r) => r.origin === origin)).toBe(true);
    for (const status of ['confirmed', 'pending', 'cancelled'])
      expect(regs.some((r) => r.status === status)).toBe(true);
    expect(regs.filter((r) => r.status === 'confirmed').length / regs.length).toBeGreaterThan(0.8);
    const perRace = new Map<number, number>();
    for (const r of regs) perRace.set(r.raceId, (perRace.get(r.raceId) ?? 0) + 1);
    expect(Math.max(...perRace.values())).toBeGreaterThanOrEqual(300);
  });

  it('keeps batches, prices and races inside their event', async () => {
    const rows = await query((db) =>
      db
        .select({ batchEvent: t.batches.eventId, raceEvent: t.races.eventId })
        .from(t.batchRacePrices)
        .innerJoin(t.batches, eq(t.batches.id, t.batchRacePrices.batchId))
        .innerJoin(t.races, eq(t.races.id, t.batchRacePrices.raceId)),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.batchEvent === r.raceEvent)).toBe(true);
    const batches = await query((db) => db.select().from(t.batches));
    expect(batches.every((b) => b.startsAt! < b.endsAt!)).toBe(true);
    const perEvent = new Map<number, number>();
    for (const b of batches) perEvent.set(b.eventId, (perEvent.get(b.eventId) ?? 0) + 1);
    expect(Math.max(...perEvent.values())).toBe(3);
  });

  it('sells online registrations in a batch that sells their race, in its window; quantity_sold counts them', async () => {
    const sold = await rowsOf<{ origin: string; ok: boolean }>(sql`
      select r.origin,
        (b.event_id = r.event_id and p.race_id is not null
          and r.created_at between b.starts_at and b.ends_at) as ok
      from registrations r
      join batches b on b.id = r.batch_id
      left join batch_race_prices p on p.batch_id = b.id and p.race_id = r.race_id`);
    expect(sold.length).toBeGreaterThan(100);
    expect(sold.every((r) => r.origin === 'online' && r.ok)).toBe(true);
    const counts = await rowsOf<{ stored: number; sales: number }>(sql`
      select b.quantity_sold as stored,
        (select count(*)::int from registrations r
          where r.batch_id = b.id and r.status <> 'cancelled') as sales
      from batches b`);
    expect(counts.every((b) => b.stored === b.sales)).toBe(true);
    // Some batch of a race with registrations has sold: the dashboard can reach the 409s.
    expect(counts.filter((b) => b.sales > 0).length).toBeGreaterThan(3);
    const sexes = await rowsOf<{ sex: string | null }>(
      sql`select distinct sex from registrations order by sex`,
    );
    expect(sexes.map((r) => r.sex)).toEqual(['F', 'M']);
  });

  it('points media at files that exist under public/', async () => {
    const events = await query((db) => db.select().from(t.events));
    const urls = new Set(
      events.flatMap((e) => [e.logoUrl, e.bannerUrl, e.regulationPdfUrl]).filter(Boolean),
    );
    expect(urls.size).toBeGreaterThan(3);
    for (const url of urls) expect(fs.existsSync(path.join(PUBLIC_DIR, url)), url).toBe(true);
  });

  it('has race variety: types, scoring, limits, modalities, categories and prize rules', async () => {
    const { races, raceModalities, categories, prizeRules } = await query(async (db) => ({
      races: await db.select().from(t.races),
      raceModalities: await db.select().from(t.raceModalities),
      categories: await db.select().from(t.categories),
      prizeRules: await db.select().from(t.prizeRules),
    }));
    for (const type of ['road', 'trail', 'kids'])
      expect(races.some((r) => r.type === type)).toBe(true);
    const laps = races.find((r) => r.scoringType === 'laps')!;
    expect(laps.lapCount! * laps.lapDistance!).toBeCloseTo(laps.distance!);
    expect(races.find((r) => r.scoringType === 'fixed_time')?.durationMinutes).toBeGreaterThan(0);
    expect(races.some((r) => r.registrationLimit === null)).toBe(true);
    for (const race of races) {
      const own = raceModalities.filter((m) => m.raceId === race.id);
      expect(own.filter((m) => m.isDefault)).toHaveLength(1);
    }
    expect(categories.some((c) => c.name === 'M 18-29' && c.sex === 'M' && c.ageMin === 18)).toBe(
      true,
    );
    expect(categories.some((c) => c.isPwd)).toBe(true);
    expect(
      prizeRules.some(
        (p) => p.rankingType === 'overall' && p.rankingCut === 5 && p.tipoPremiacao === 'trofeu',
      ),
    ).toBe(true);
    expect(
      prizeRules.some(
        (p) => p.rankingType === 'age_group' && p.rankingCut === 3 && p.tipoPremiacao === 'medalha',
      ),
    ).toBe(true);
    expect(prizeRules.some((p) => p.tipoPremiacao === 'dinheiro')).toBe(true);
    expect(
      prizeRules.some(
        (p) => p.rankingType === 'team' && p.eqpApuracao && p.eqpNMelhores && p.eqpBaseRanking,
      ),
    ).toBe(true);
  });

  it('has a nearly full race', async () => {
    const rows = await query((db) =>
      db
        .select({ limit: t.races.registrationLimit, taken: sql<number>`count(*)::int` })
        .from(t.races)
        .innerJoin(t.registrations, eq(t.registrations.raceId, t.races.id))
        .where(sql`${t.registrations.status} <> 'cancelled'`)
        .groupBy(t.races.id),
    );
    expect(
      rows.some((r) => r.limit !== null && r.taken <= r.limit && r.taken / r.limit >= 0.9),
    ).toBe(true);
    expect(rows.every((r) => r.limit === null || r.taken <= r.limit)).toBe(true);
  });

  it('has fields, legal discounts and retention rules', async () => {
    const { fields, discounts } = await query(async (db) => ({
      fields: await db.select().from(t.registrationFields),
      discounts: await db.select().from(t.legalDiscounts),
    }));
    expect(
      fields.some(
        (f) => f.type === 'select' && f.options.length > 0 && f.key === 'tamanho_camiseta',
      ),
    ).toBe(true);
    expect(fields.some((f) => f.type === 'text' && f.validationRules.includes('cpf'))).toBe(true);
    expect(fields.some((f) => f.type === 'checkbox')).toBe(true);
    expect(
      discounts.some((d) => d.type === 'pcd' && d.discountType === 'percent' && d.value === 50),
    ).toBe(true);
    expect(
      discounts.some((d) => d.type === 'senior' && d.discountType === 'percent' && d.value === 50),
    ).toBe(true);
    expect(discounts.some((d) => d.type === 'student' && d.discountType === 'fixed')).toBe(true);
  });

  it('has results with splits for past events, and results_status to match', async () => {
    const { races, results, splits, checkpoints } = await query(async (db) => ({
      races: await db.select().from(t.races),
      results: await db.select().from(t.results),
      splits: await db.select().from(t.resultSplits),
      checkpoints: await db.select().from(t.checkpoints),
    }));
    const withResults = new Set(results.map((r) => r.raceId));
    for (const race of races)
      expect(race.resultsStatus !== 'pending').toBe(withResults.has(race.id));
    expect(races.some((r) => r.resultsStatus === 'official')).toBe(true);
    expect(races.some((r) => r.resultsStatus === 'provisional')).toBe(true);
    expect(checkpoints.length).toBeGreaterThan(0);
    expect(splits.length).toBeGreaterThan(results.length);
    for (const s of ['finished', 'dnf', 'dns'])
      expect(results.some((r) => r.status === s)).toBe(true);
    const finished = results.filter((r) => r.status === 'finished');
    expect(finished.every((r) => r.netTimeMs! > 0 && r.overallPosition! >= 1)).toBe(true);
    const positions = finished.map((r) => `${r.raceId}:${r.overallPosition}`);
    expect(new Set(positions).size).toBe(positions.length);
    expect(results.every((r) => r.registrationId !== null)).toBe(true);
  });

  describe('deliberate defects for the checklist', () => {
    it('a kids race without sem_classificacao', async () => {
      const kids = await query((db) => db.select().from(t.races).where(eq(t.races.type, 'kids')));
      expect(kids.some((r) => r.semClassificacao)).toBe(true);
      expect(kids.filter((r) => !r.semClassificacao)).toHaveLength(1);
    });

    it('a race that no batch sells', async () => {
      const rows = await rowsOf<{ code: string }>(sql`
        select e.code as event, r.code from races r join events e on e.id = r.event_id
        where not exists (select 1 from batch_race_prices p where p.race_id = r.id)`);
      expect(rows).toEqual([{ event: 'TRAIL-SMAR-2026', code: '8K' }]);
    });

    it('two batches of one race with overlapping windows', async () => {
      const rows = await rowsOf<{ event: string; race: string }>(sql`
        select e.code as event, r.code as race from batch_race_prices p1
        join batches b1 on b1.id = p1.batch_id
        join batch_race_prices p2 on p2.race_id = p1.race_id and p2.batch_id > p1.batch_id
        join batches b2 on b2.id = p2.batch_id
        join races r on r.id = p1.race_id
        join events e on e.id = r.event_id
        where b1.starts_at < b2.ends_at and b2.starts_at < b1.ends_at`);
      expect(rows).toEqual([{ event: 'MARATONA-SP-2026', race: '42K' }]);
    });

    it('a select field without options', async () => {
      const fields = await query((db) => db.select().from(t.registrationFields));
      expect(fields.filter((f) => f.type === 'select' && f.options.length === 0)).toHaveLength(1);
    });

    it('one retention policy whose rules add up to 90 %, the others to 100 %', async () => {
      const rows = await query((db) =>
        db
          .select({
            policyId: t.retentionRules.policyId,
            total: sql<number>`sum(${t.retentionRules.percentHundredths})::int`,
          })
          .from(t.retentionRules)
          .groupBy(t.retentionRules.policyId),
      );
      expect(rows.filter((r) => r.total === 9000)).toHaveLength(1);
      expect(rows.filter((r) => r.total === 10000).length).toBe(rows.length - 1);
    });
  });

  it('is deterministic for the same clock', async () => {
    const other = await openDatabase({ kind: 'memory' });
    try {
      await other.run((db) => seedDemo(db, { timeZone: TZ, now: NOW }));
      const pick = (d: Database) =>
        d.run((db) =>
          db
            .select({
              name: t.registrations.name,
              document: t.registrations.document,
              bib: t.registrations.bib,
            })
            .from(t.registrations)
            .orderBy(t.registrations.id)
            .limit(200),
        );
      expect(await pick(other)).toEqual(await pick(database));
    } finally {
      await other.close();
    }
  });
});

describe('seedLarge', () => {
  it('inserts N events with races, a batch each and a few registrations', async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      const summary = await database.run((db) =>
        seedLarge(db, { events: 40, timeZone: TZ, now: NOW }),
      );
      expect(summary.events).toBe(40);
      expect(summary.races).toBe(60);
      expect(summary.registrations).toBe(120);
      const again = await database.run((db) =>
        seedLarge(db, { events: 10, timeZone: TZ, now: NOW }),
      );
      expect(again.events).toBe(10);
      const counts = await database.run(async (db) => ({
        events: (await db.select().from(t.events)).length,
        batches: (await db.select().from(t.batches)).length,
        uncovered: (
          (await db.execute(
            sql`select 1 from races r where not exists (select 1 from batch_race_prices p where p.race_id = r.id)`,
          )) as unknown as { rows: unknown[] }
        ).rows.length,
        regs: await db.select().from(t.registrations),
      }));
      expect(counts.events).toBe(50);
      expect(counts.batches).toBe(50);
      expect(counts.uncovered).toBe(0);
      expect(counts.regs.every((r) => isValidCpf(r.document!))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe('seedBulkRegistrations and seedBulkResults', () => {
  it('spread rows over the races with keys of their own, and add more from where asked', async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      await database.run((db) => seedLarge(db, { events: 10, timeZone: TZ, now: NOW }));
      await database.run((db) => seedBulkRegistrations(db, { count: 150 }));
      const [race] = await database.run((db) => db.select().from(t.races).limit(1));
      await database.run(async (db) => {
        await seedBulkRegistrations(db, { count: 20, from: 151, raceIds: [race.id] });
        await seedBulkResults(db, { count: 30, raceId: race.id });
      });
      const perRace = await database.run(async (db) =>
        (
          (await db.execute(sql`select race_id, count(*)::int as n from registrations
              where external_id like 'BULK-%' group by race_id`)) as unknown as {
            rows: { race_id: number; n: number }[];
          }
        ).rows.map((r) => (r.race_id === race.id ? r.n - 20 : r.n)),
      );
      // 15 races, 150 rows: ten each.
      expect(perRace).toEqual(Array.from({ length: 15 }, () => 10));
      const regs = await database.run((db) => db.select().from(t.registrations));
      expect(new Set(regs.map((r) => `${r.eventId}/${r.bib}`)).size).toBe(regs.length);
      const results = await database.run((db) => db.select().from(t.results));
      expect(results).toHaveLength(30);
      expect(results.every((r) => r.raceId === race.id && r.netTimeMs! > 0)).toBe(true);
      expect(results.map((r) => r.overallPosition).sort((a, b) => a! - b!)[0]).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('seedDemoIfEmpty', () => {
  it("gathers the seeded tables' statistics, so the first reads are planned for their rows", async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      expect(await seedDemoIfEmpty(database, { timeZone: TZ })).not.toBeNull();
      const known = await database.run((db) =>
        db.execute(sql`select c.reltuples::float8 as estimated, s.n
          from pg_class c, lateral (select count(*)::int as n from registrations) s
          where c.oid = 'registrations'::regclass`),
      );
      const [row] = (known as unknown as { rows: { estimated: number; n: number }[] }).rows;
      expect(row.n).toBeGreaterThan(1000);
      expect(row.estimated).toBe(row.n);
    } finally {
      await database.close();
    }
  });
});
