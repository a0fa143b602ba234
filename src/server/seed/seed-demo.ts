import { inArray } from 'drizzle-orm';
import { addDays, toZonedIso, wallTimeToIso } from '@/contract/time';
import type { Db } from '@/server/db/database';
import * as t from '@/server/db/schema';
import { ensureModalities, ORGANIZERS, type SeedSummary } from '@/server/seed/catalogue';
import { insertDemoBatches } from '@/server/seed/demo-batches';
import { demoEvents } from '@/server/seed/demo-data';
import { fieldsFor } from '@/server/seed/demo-registration-fields';
import { insertResults } from '@/server/seed/demo-results';
import {
  categoriesFor,
  eventRow,
  pickOrigin,
  pickStatus,
  prizeRulesFor,
  raceRow,
  type NewRegistration,
  type RaceRow,
} from '@/server/seed/demo-rows';
import { insertChunkedReturning } from '@/server/seed/insert-chunked';
import { ageGroupCategory, ageOn, createFaker } from '@/testing/fake';
import { CITIES, type Sex } from '@/testing/fake-data';

export interface SeedDemoOptions {
  timeZone: string;
  now?: Date;
  hubId?: number;
  seed?: number;
}

/** Inserts a realistic Brazilian hub: organizers, salespeople, events with everything in them. */
export async function seedDemo(
  db: Db,
  { timeZone, now = new Date(), hubId = 1, seed = 20270314 }: SeedDemoOptions,
): Promise<SeedSummary> {
  const today = toZonedIso(now, timeZone).slice(0, 10);
  const faker = createFaker(seed, { referenceDate: today });
  const dayOf = (offset: number) => addDays(today, offset);
  const at = (offset: number, time: string) =>
    new Date(wallTimeToIso(dayOf(offset), time, timeZone));
  // Windows are [from, to) in days, ending a minute before midnight: consecutive batches never overlap.
  const endOf = (offset: number) => new Date(at(offset, '00:00').getTime() - 60_000);
  const specs = demoEvents((offset) => Number(dayOf(offset).slice(0, 4)));

  const taken = await db
    .select({ code: t.events.code })
    .from(t.events)
    .where(
      inArray(
        t.events.code,
        specs.map((s) => s.code),
      ),
    );
  if (taken.length)
    throw new Error(
      `Os eventos de demonstração já existem: ${taken.map((e) => e.code).join(', ')}`,
    );

  return db.transaction(async (tx) => {
    const modality = await ensureModalities(tx);

    const organizerRows = await tx
      .insert(t.organizers)
      .values(ORGANIZERS.map((o) => ({ name: o.name })))
      .returning({ id: t.organizers.id });
    const organizerDocs = ORGANIZERS.map(() => faker.cnpj());

    const salespeople = Array.from({ length: 6 }, (_, i) => {
      const person = faker.person({ minAge: 25, maxAge: 60 });
      const company = i % 3 === 2;
      return {
        name: person.name,
        legalName: company
          ? `${person.name.split(' ').at(-1)} Representações Esportivas Ltda`
          : person.name,
        documentType: company ? 'cnpj' : 'cpf',
        document: company ? faker.cnpj() : person.cpf,
        email: person.email,
        phone: `+55 11 3${faker.int(100, 999)}-${String(faker.int(0, 9999)).padStart(4, '0')}`,
        mobile: person.phone,
        commercialStatus: i < 4 ? 'carteira_ativa' : 'encerrado',
        status: i < 4 ? 'active' : 'inactive',
      };
    });
    const salespersonRows = await tx
      .insert(t.salespeople)
      .values(salespeople)
      .returning({ id: t.salespeople.id });

    let raceCount = 0;
    let registrationCount = 0;
    let resultCount = 0;

    for (const spec of specs) {
      const city = CITIES.find((c) => c.city === spec.city)!;
      const date = dayOf(spec.day);
      const opensAt = at(spec.window[0], '00:00');
      const closesAt = endOf(spec.window[1]);
      const [event] = await tx
        .insert(t.events)
        .values(
          eventRow(spec, {
            city,
            date,
            opensAt,
            closesAt,
            organizerDoc: organizerDocs[spec.organizer],
            organizerId: organizerRows[spec.organizer].id,
            salespersonId: salespersonRows[spec.salesperson].id,
            faker,
          }),
        )
        .returning({ id: t.events.id });

      const raceRows: RaceRow[] = [];
      for (const [index, r] of spec.races.entries()) {
        const [row] = await tx
          .insert(t.races)
          .values(
            raceRow(r, {
              eventId: event.id,
              sortOrder: index + 1,
              startsAt: at(spec.day, r.start),
            }),
          )
          .returning({ id: t.races.id });
        const modalityIds = r.modalities.map((m) => modality.get(m)!);
        await tx.insert(t.raceModalities).values(
          modalityIds.map((modalityId, i) => ({
            raceId: row.id,
            modalityId,
            isDefault: i === 0,
          })),
        );
        const categories = await tx
          .insert(t.categories)
          .values(categoriesFor({ id: row.id, spec: r }, event.id, modality))
          .returning({ id: t.categories.id, name: t.categories.name });
        raceRows.push({
          id: row.id,
          spec: r,
          modalityIds,
          categoryIds: new Map(categories.map((c) => [c.name, c.id])),
        });
      }
      raceCount += raceRows.length;

      const prizeRules = raceRows.flatMap((race) => prizeRulesFor(race, event.id, modality));
      if (prizeRules.length) await tx.insert(t.prizeRules).values(prizeRules);

      const usedCpfs = new Set<string>();
      const registrations: NewRegistration[] = [];
      const meta: { sex: Sex; raceIndex: number }[] = [];
      const salesEnd = Math.min(now.getTime(), closesAt.getTime());
      const salesStart =
        opensAt.getTime() < salesEnd ? opensAt.getTime() : now.getTime() - 30 * 86_400_000;
      for (const [raceIndex, race] of raceRows.entries()) {
        const [minAge, maxAge] = race.spec.ages ?? (race.spec.type === 'kids' ? [4, 13] : [18, 75]);
        let nextBib = (raceIndex + 1) * 1000 + 1;
        for (let i = 0; i < race.spec.registrations; i++) {
          const person = faker.person({ minAge, maxAge, unique: registrations.length + 1 });
          while (usedCpfs.has(person.cpf)) person.cpf = faker.cpf();
          usedCpfs.add(person.cpf);
          const status = spec.day < 0 && faker.chance(0.9) ? 'confirmed' : pickStatus(faker);
          const origin = pickOrigin(faker, race.spec.importsOnly ?? false);
          const age = ageOn(person.birthDate, date);
          let modalityId = race.modalityIds[0];
          let category: string | null;
          if (race.spec.type === 'kids')
            category = [...race.categoryIds.keys()][person.sex === 'M' ? 0 : 1];
          else if (race.spec.modalities.includes('PCD') && faker.chance(0.03)) {
            modalityId = modality.get('PCD')!;
            category = 'PCD';
          } else if (race.spec.modalities.includes('Cadeirante') && faker.chance(0.01)) {
            modalityId = modality.get('Cadeirante')!;
            category = 'Cadeirante';
          } else if (race.spec.modalities.includes('Equipe') && faker.chance(0.25)) {
            modalityId = modality.get('Equipe')!;
            category = 'Equipe Mista';
          } else category = ageGroupCategory(person.sex, age);
          const bib = status === 'confirmed' ? String(nextBib++) : null;
          const createdAt = new Date(salesStart + faker.random() * (salesEnd - salesStart));
          registrations.push({
            eventId: event.id,
            raceId: race.id,
            externalId:
              origin === 'online'
                ? null
                : `INSC-${String(registrations.length + 1).padStart(6, '0')}`,
            document: person.cpf,
            name: person.name,
            email: person.email,
            phone: person.phone,
            birthDate: person.birthDate,
            sex: person.sex,
            bib,
            categoryId: category ? (race.categoryIds.get(category) ?? null) : null,
            modalityId,
            kitPickedUp: spec.day < 0 && status === 'confirmed' && faker.chance(0.95),
            kitQrPayload: spec.flags?.hasQrcodeList && bib ? `KIT:${spec.code}:${bib}` : null,
            medicalLink:
              spec.flags?.hasMedical && status === 'confirmed' && faker.chance(0.6)
                ? `https://ficha-medica.example.com.br/${spec.code.toLowerCase()}/${bib}`
                : null,
            status,
            origin,
            createdAt,
            updatedAt: createdAt,
          });
          meta.push({ sex: person.sex, raceIndex });
        }
      }
      await insertDemoBatches(tx, faker, {
        spec,
        eventId: event.id,
        raceRows,
        registrations,
        raceCodeOf: (k) => spec.races[meta[k].raceIndex].code,
        window: (from, to) => [at(from, '00:00'), endOf(to)],
      });
      const inserted = await insertChunkedReturning(registrations, (part) =>
        tx.insert(t.registrations).values(part).returning({ id: t.registrations.id }),
      );
      registrationCount += inserted.length;

      await tx.insert(t.registrationFields).values(fieldsFor(spec, event.id));

      if (spec.discounts)
        await tx.insert(t.legalDiscounts).values([
          {
            eventId: event.id,
            type: 'pcd',
            discountType: 'percent',
            value: 50,
            requiresProof: true,
          },
          {
            eventId: event.id,
            type: 'senior',
            discountType: 'percent',
            value: 50,
            requiresProof: true,
          },
          {
            eventId: event.id,
            type: 'student',
            discountType: 'fixed',
            value: 2000,
            requiresProof: true,
            isActive: spec.theme !== 'trail',
          },
        ]);

      if (spec.retention) {
        const [policy] = await tx
          .insert(t.retentionPolicies)
          .values({ hubId, eventId: event.id })
          .returning({ id: t.retentionPolicies.id });
        await tx.insert(t.retentionRules).values(
          spec.retention.map(([percentHundredths, offsetDays]) => ({
            policyId: policy.id,
            percentHundredths,
            offsetDays,
          })),
        );
      }

      for (const [raceIndex, race] of raceRows.entries()) {
        if (!race.spec.results) continue;
        resultCount += await insertResults(tx, faker, {
          eventId: event.id,
          race,
          entrants: registrations
            .map((reg, k) => ({
              reg,
              id: inserted[k].id,
              sex: meta[k].sex,
              raceIndex: meta[k].raceIndex,
            }))
            .filter((e) => e.raceIndex === raceIndex && e.reg.bib),
          categoryNames: new Map([...race.categoryIds].map(([name, id]) => [id, name])),
        });
      }
    }

    return {
      events: specs.length,
      races: raceCount,
      registrations: registrationCount,
      results: resultCount,
    };
  });
}
