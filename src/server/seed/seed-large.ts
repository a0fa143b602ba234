import { sql } from 'drizzle-orm';
import { addDays, toZonedIso } from '@/contract/time';
import { rowsOf, type Db } from '@/server/db/database';
import * as t from '@/server/db/schema';
import { ensureModalities, ORGANIZERS, type SeedSummary } from '@/server/seed/catalogue';
import { insertChunked } from '@/server/seed/insert-chunked';
import { createFaker } from '@/testing/fake';

export interface SeedLargeOptions {
  events: number;
  timeZone: string;
  now?: Date;
  /** Registrations per race. */
  registrationsPerRace?: number;
  seed?: number;
}

/**
 * Many events for benchmarks: events and registrations from the faker in chunks, races,
 * modalities, batches and prices with `insert ... select`.
 */
export async function seedLarge(
  db: Db,
  {
    events: count,
    timeZone,
    now = new Date(),
    registrationsPerRace = 2,
    seed = 4242,
  }: SeedLargeOptions,
): Promise<SeedSummary> {
  const today = toZonedIso(now, timeZone).slice(0, 10);
  const faker = createFaker(seed, { referenceDate: today });
  return db.transaction(async (tx) => {
    const modality = await ensureModalities(tx);
    let organizerIds = (await tx.select({ id: t.organizers.id }).from(t.organizers)).map(
      (o) => o.id,
    );
    if (organizerIds.length === 0)
      organizerIds = (
        await tx
          .insert(t.organizers)
          .values(ORGANIZERS.map((o) => ({ name: o.name })))
          .returning({ id: t.organizers.id })
      ).map((o) => o.id);
    const [{ base }] = await tx
      .select({ base: sql<number>`coalesce(max(${t.events.id}), 0)::int` })
      .from(t.events);

    const eventRows = [];
    for (let i = 0; i < count; i++) {
      const city = faker.city();
      const { name, slug } = faker.eventName(city);
      const n = base + i + 1;
      const theme =
        slug === 'TRAIL' || slug === 'ULTRA' ? 'trail' : slug === 'KIDS' ? 'kids' : 'road';
      eventRows.push({
        code: `${slug}-${city.slug}-${n}`,
        name: `${name} ${n}`,
        status: i % 20 === 0 ? 'inactive' : i % 50 === 1 ? 'suspended' : 'active',
        date: addDays(today, ((i * 37) % 241) - 60),
        city: city.city,
        state: city.state,
        organizer_id: organizerIds[i % organizerIds.length],
        expected_athletes: 200 + (i % 9) * 100,
        banner_url: `/demo/banner-${theme}.svg`,
      });
    }
    // One JSON parameter per chunk: much faster than thousands of bound values, and the
    // zone arithmetic stays in the database.
    await insertChunked(eventRows, (part) =>
      tx.execute(sql`
        insert into events (code, name, status, date, city, state, organizer_id, expected_athletes, banner_url,
                            registration_opens_at, registration_closes_at, hub_fee_percent, service_fee_cents)
        select x.code, x.name, x.status, x.date, x.city, x.state, x.organizer_id, x.expected_athletes, x.banner_url,
               (x.date - 120)::timestamp at time zone ${timeZone},
               ((x.date - 1)::timestamp - interval '1 minute') at time zone ${timeZone},
               7.50, 490
        from json_to_recordset(${JSON.stringify(part)}::json) as x(
          code text, name text, status text, date date, city text, state text,
          organizer_id int, expected_athletes int, banner_url text)`),
    );

    const general = modality.get('Geral')!;
    await tx.execute(sql`
      insert into races (event_id, code, name, distance, distance_label, sort_order, starts_at, type, scoring_type, registration_limit)
      select e.id, r.code, r.name, r.distance, r.label, r.ord,
             (e.date + time '07:00' + (r.ord - 1) * interval '20 minutes') at time zone ${timeZone},
             'road', 'net_time', case when e.id % 3 = 0 then null else 500 end
      from events e
      cross join (values ('10K', 'Corrida 10K', 10.0::float8, '10 km', 1), ('5K', 'Corrida 5K', 5.0::float8, '5 km', 2))
        as r(code, name, distance, label, ord)
      where e.id > ${base} and (r.ord = 1 or e.id % 2 = 0)`);
    await tx.execute(sql`
      insert into race_modalities (race_id, modality_id, is_default)
      select r.id, ${general}, true from races r where r.event_id > ${base}`);
    await tx.execute(sql`
      insert into batches (event_id, name, starts_at, ends_at, includes_kit, installments_enabled, max_installments, sort_order)
      select e.id, '1º Lote', e.registration_opens_at, e.registration_closes_at, true, true, 3, 1
      from events e where e.id > ${base}`);
    await tx.execute(sql`
      insert into batch_race_prices (batch_id, race_id, price_cents)
      select b.id, r.id, case r.code when '10K' then 8990 else 6990 end
      from batches b join races r on r.event_id = b.event_id
      where b.event_id > ${base}`);

    const raceRows = await tx
      .select({ id: t.races.id, eventId: t.races.eventId, sortOrder: t.races.sortOrder })
      .from(t.races)
      .where(sql`${t.races.eventId} > ${base}`)
      .orderBy(t.races.id);
    const registrations = [];
    for (const race of raceRows)
      for (let i = 0; i < registrationsPerRace; i++) {
        const person = faker.person({ minAge: 18, maxAge: 70, unique: registrations.length + 1 });
        registrations.push({
          event_id: race.eventId,
          race_id: race.id,
          external_id: `INSC-${race.id}-${i + 1}`,
          document: person.cpf,
          name: person.name,
          email: person.email,
          phone: person.phone,
          birth_date: person.birthDate,
          bib: String((race.sortOrder ?? 1) * 1000 + i + 1),
          origin: faker.chance(0.5) ? 'online' : 'api',
        });
      }
    await insertChunked(registrations, (part) =>
      tx.execute(sql`
        insert into registrations (event_id, race_id, external_id, document, name, email, phone, birth_date, bib,
                                   modality_id, status, origin)
        select x.event_id, x.race_id, x.external_id, x.document, x.name, x.email, x.phone, x.birth_date, x.bib,
               ${general}, 'confirmed', x.origin
        from json_to_recordset(${JSON.stringify(part)}::json) as x(
          event_id int, race_id int, external_id text, document text, name text, email text, phone text,
          birth_date date, bib text, origin text)`),
    );
    return {
      events: count,
      races: raceRows.length,
      registrations: registrations.length,
      results: 0,
    };
  });
}

/** Enough rows per statement to be quick, few enough to keep PGlite's memory small. */
const BULK_BATCH = 100_000;

const FIRST_NAMES = ['Ana', 'João', 'Maria', 'José', 'Francisca', 'Antônio', 'Letícia', 'Luís'];
const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Gonçalves'];

export interface BulkRows {
  /** How many rows to add. */
  count: number;
  /** Numbers the rows' keys (external ids, bibs, documents) from here, so calls can add more. */
  from?: number;
}

/**
 * Registrations by the hundred thousand (benchmarks), spread round-robin over the races `raceIds`
 * names, or every race: one `insert ... select` over `generate_series` per batch, the database
 * making every value. External ids `BULK-n`, bibs `Bn` and 11-digit documents starting with 8,
 * so nothing the faker makes collides with them.
 */
export async function seedBulkRegistrations(
  db: Db,
  { count, from = 1, raceIds }: BulkRows & { raceIds?: number[] },
): Promise<void> {
  const modality = (await ensureModalities(db)).get('Geral')!;
  const races = raceIds
    ? sql`select id, event_id from races where id in (${sql.join(raceIds, sql`, `)})`
    : sql`select id, event_id from races`;
  // The number of races as a constant: a join on `g % count(*) over ()` cannot hash and
  // compares every row with every race (100,000 rows on 15,000 races took minutes).
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${races}) picked`,
  );
  if (n === 0) return;
  for (let start = from; start < from + count; start += BULK_BATCH) {
    const end = Math.min(start + BULK_BATCH, from + count) - 1;
    await db.execute(sql`
      with r as (select id, event_id, row_number() over (order by id) - 1 as k from (${races}) picked)
      insert into registrations (event_id, race_id, external_id, document, name, email, birth_date, bib,
                                 modality_id, status, origin)
      select r.event_id, r.id, 'BULK-' || g, '8' || lpad(g::text, 10, '0'),
             (${`{${FIRST_NAMES.join(',')}}`}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' ||
             (${`{${LAST_NAMES.join(',')}}`}::text[])[1 + (g / 7) % ${LAST_NAMES.length}] || ' ' || g,
             'atleta' || g || '@exemplo.com.br', date '1960-01-01' + (g * 37 % 16000)::int, 'B' || g,
             ${modality}, case when g % 20 = 0 then 'cancelled' else 'confirmed' end,
             case when g % 2 = 0 then 'online' else 'api' end
      from generate_series(${start}::int, ${end}::int) g
      join r on r.k = g % ${n}`);
  }
}

/**
 * Results of one race by the ten thousand (benchmarks): bibs `Bn`, net times 30 to 90 minutes,
 * overall places ranked.
 */
export async function seedBulkResults(
  db: Db,
  { count, from = 1, raceId }: BulkRows & { raceId: number },
): Promise<void> {
  for (let start = from; start < from + count; start += BULK_BATCH) {
    const end = Math.min(start + BULK_BATCH, from + count) - 1;
    await db.execute(sql`
      insert into results (event_id, race_id, bib, status, net_time_ms, gun_time_ms)
      select r.event_id, r.id, 'B' || g, 'finished', 1800000 + g * 7919 % 3600000,
             1800000 + g * 7919 % 3600000 + g % 120000
      from generate_series(${start}::int, ${end}::int) g
      cross join (select id, event_id from races where id = ${raceId}) r`);
  }
  // Ranked as an import leaves them, so the next import moves only the places it changes.
  await db.execute(sql`
    update results r set overall_position = ranked.pos
    from (select id, rank() over (order by net_time_ms) as pos from results where race_id = ${raceId}) ranked
    where r.id = ranked.id`);
}
