import type { RegistrationOrigin, RegistrationStatus } from '@/contract/enums';
import type * as t from '@/server/db/schema';
import type { EventSpec, RaceSpec } from '@/server/seed/demo-data';
import { ORGANIZERS } from '@/server/seed/catalogue';
import { AGE_GROUPS, ageGroupLabel, type Faker } from '@/testing/fake';
import { type City } from '@/testing/fake-data';

export type NewRegistration = typeof t.registrations.$inferInsert;
export type NewResult = typeof t.results.$inferInsert;
type NewCategory = typeof t.categories.$inferInsert;

export interface RaceRow {
  id: number;
  spec: RaceSpec;
  modalityIds: number[];
  categoryIds: Map<string, number>;
}

export function regulationText(spec: EventSpec, city: City, date: string): string {
  const [y, m, d] = date.split('-');
  const list = spec.races.map((r) => `- ${r.name}, largada às ${r.start}`).join('\n');
  return [
    `REGULAMENTO — ${spec.name.toUpperCase()}`,
    `1. A prova será realizada em ${d}/${m}/${y}, em ${city.city}/${city.state}, com as seguintes provas:\n${list}`,
    '2. A idade considerada é a do atleta em 31 de dezembro do ano da prova.',
    '3. O kit do atleta (número de peito, chip e camiseta) é retirado mediante documento com foto.',
    '4. O atleta declara estar em boas condições de saúde e apto a participar da prova.',
    '5. Casos omissos serão resolvidos pela organização.',
  ].join('\n\n');
}

export function eventRow(
  spec: EventSpec,
  ctx: {
    city: City;
    date: string;
    opensAt: Date;
    closesAt: Date;
    organizerDoc: string;
    organizerId: number;
    salespersonId: number;
    faker: Faker;
  },
): typeof t.events.$inferInsert {
  const totalLimit = spec.races.reduce((sum, r) => sum + (r.limit ?? 0), 0);
  return {
    code: spec.code,
    name: spec.name,
    status: spec.status,
    date: ctx.date,
    city: ctx.city.city,
    state: ctx.city.state,
    document: ctx.organizerDoc,
    organizerId: ctx.organizerId,
    hubUnitId: 1,
    salespersonPersonId: ctx.salespersonId,
    expectedAthletes: Math.round(spec.races.reduce((sum, r) => sum + r.registrations, 0) * 1.4),
    bibCount: totalLimit,
    tagCount: spec.theme === 'kids' ? 0 : totalLimit,
    paidTagBaseCount: spec.theme === 'kids' ? 0 : Math.round(totalLimit * 0.8),
    difficultyGrade: spec.difficulty,
    technicalDescription: `Percurso ${spec.theme === 'trail' ? 'de montanha com trilhas técnicas e subidas fortes' : 'plano e asfaltado, com hidratação a cada 2,5 km'}. Largada e chegada no mesmo local.`,
    commercialDescription: `${spec.name}: ${spec.races.map((r) => r.name).join(', ')}. Kit com camiseta, número de peito e medalha de participação.`,
    regulation: regulationText(spec, ctx.city, ctx.date),
    regulationAcceptanceRequired: spec.theme !== 'kids',
    regulationExtraText:
      spec.theme === 'trail'
        ? 'Equipamento obrigatório: mochila de hidratação, apito e manta térmica.'
        : null,
    hasSelftiming: spec.flags?.hasSelftiming ?? false,
    hasQrcodeList: spec.flags?.hasQrcodeList ?? false,
    hasMedical: spec.flags?.hasMedical ?? false,
    registrationSupportWhatsapp: ctx.faker.mobile(ctx.city.ddd),
    certificateEnabled: spec.flags?.certificateEnabled ?? false,
    salesMode: spec.free ? 'free' : 'platform',
    isFree: spec.free ?? false,
    registrationOpensAt: ctx.opensAt,
    registrationClosesAt: ctx.closesAt,
    maxRegistrations: totalLimit || null,
    hubFeePercent: spec.hubFeePercent,
    serviceFeeCents: spec.serviceFeeCents,
    serviceFeeMode: spec.organizer === 1 ? 'organizer' : 'buyer',
    refundWindowDays: spec.free ? null : 7,
    refundSummary: spec.free
      ? null
      : 'Reembolso integral em até 7 dias após a compra (art. 49 do CDC); depois disso, transferência de titularidade até 10 dias antes da prova.',
    logoUrl: `/demo/logo-${ORGANIZERS[spec.organizer].slug}.svg`,
    bannerUrl: `/demo/banner-${spec.theme}.svg`,
    regulationPdfUrl: spec.status === 'active' ? '/demo/regulamento.pdf' : '',
  };
}

export function raceRow(
  r: RaceSpec,
  { eventId, sortOrder, startsAt }: { eventId: number; sortOrder: number; startsAt: Date },
): typeof t.races.$inferInsert {
  return {
    eventId,
    code: r.code,
    name: r.name,
    distance: r.distance,
    distanceLabel:
      r.distance === null
        ? `${(r.durationMinutes ?? 0) / 60} h`
        : r.distance < 1
          ? `${Math.round(r.distance * 1000)} m`
          : `${r.distance} km`.replace('.', ','),
    sortOrder,
    startsAt,
    type: r.type,
    scoringType: r.scoring ?? 'net_time',
    durationMinutes: r.durationMinutes ?? null,
    lapCount: r.lapCount ?? null,
    lapDistance: r.lapDistance ?? null,
    registrationLimit: r.limit ?? null,
    semClassificacao: r.semClassificacao ?? false,
    resultsStatus: r.results ?? 'pending',
  };
}

export function categoriesFor(
  race: { id: number; spec: RaceSpec },
  eventId: number,
  modality: Map<string, number>,
): NewCategory[] {
  const { spec } = race;
  const main = modality.get(spec.modalities[0])!;
  const base = { raceId: race.id, eventId };
  if (spec.type === 'kids') {
    const [min, max] = spec.ages ?? [4, 13];
    return (['M', 'F'] as const).map((sex, i) => ({
      ...base,
      name: `${sex === 'M' ? 'Meninos' : 'Meninas'} ${min}-${max}`,
      type: 'age_group',
      modalityId: main,
      categoryGroupId: 'kids',
      sex,
      ageMin: min,
      ageMax: max,
      awardCount: 0,
      sortOrder: i + 1,
    }));
  }
  const rows: NewCategory[] = [];
  let order = 1;
  for (const sex of ['M', 'F'] as const)
    rows.push({
      ...base,
      name: `Geral ${sex}`,
      type: 'overall',
      modalityId: main,
      categoryGroupId: 'geral',
      sex,
      awardCount: 5,
      sortOrder: order++,
    });
  for (const sex of ['M', 'F'] as const)
    for (const group of AGE_GROUPS)
      rows.push({
        ...base,
        name: `${sex} ${ageGroupLabel(group)}`,
        type: 'age_group',
        modalityId: main,
        categoryGroupId: 'faixa-etaria',
        sex,
        ageMin: group[0],
        ageMax: group[1],
        awardCount: 3,
        sortOrder: order++,
      });
  if (spec.modalities.includes('PCD'))
    rows.push({
      ...base,
      name: 'PCD',
      type: 'pwd',
      modalityId: modality.get('PCD')!,
      categoryGroupId: 'pcd',
      isPwd: true,
      awardCount: 3,
      sortOrder: order++,
    });
  if (spec.modalities.includes('Cadeirante'))
    rows.push({
      ...base,
      name: 'Cadeirante',
      type: 'pwd',
      modalityId: modality.get('Cadeirante')!,
      categoryGroupId: 'pcd',
      isPwd: true,
      awardCount: 3,
      sortOrder: order++,
    });
  if (spec.modalities.includes('Equipe'))
    rows.push({
      ...base,
      name: 'Equipe Mista',
      type: 'team',
      modalityId: modality.get('Equipe')!,
      categoryGroupId: 'equipe',
      sex: 'X',
      isTeam: true,
      awardCount: 3,
      sortOrder: order++,
    });
  return rows;
}

export function prizeRulesFor(
  race: RaceRow,
  eventId: number,
  modality: Map<string, number>,
): (typeof t.prizeRules.$inferInsert)[] {
  const kind = race.spec.prizes ?? 'standard';
  if (kind === 'none' || race.spec.semClassificacao) return [];
  const base = { raceId: race.id, eventId };
  const rules: (typeof t.prizeRules.$inferInsert)[] = [];
  const push = (rule: Omit<typeof t.prizeRules.$inferInsert, 'raceId' | 'eventId' | 'seq'>) =>
    rules.push({ ...base, seq: rules.length + 1, ...rule });
  for (const sex of ['M', 'F'])
    push({ rankingType: 'overall', rankingCut: 5, genderFilter: sex, tipoPremiacao: 'trofeu' });
  if (kind === 'money')
    for (const sex of ['M', 'F'])
      push({
        rankingType: 'overall',
        rankingCut: 3,
        genderFilter: sex,
        tipoPremiacao: 'dinheiro',
        duplaPrem: ['trofeu'],
      });
  push({ rankingType: 'age_group', rankingCut: 3, tipoPremiacao: 'medalha' });
  if (race.spec.modalities.includes('PCD'))
    push({
      rankingType: 'category',
      rankingCut: 3,
      modalityId: modality.get('PCD'),
      pneFilter: 'pcd',
      tipoPremiacao: 'trofeu',
    });
  if (kind === 'team')
    push({
      rankingType: 'team',
      rankingCut: 3,
      modalityId: modality.get('Equipe'),
      tipoPremiacao: 'trofeu',
      eqpApuracao: 'soma_distancias',
      eqpNMelhores: 4,
      eqpBaseRanking: 'geral',
    });
  return rules;
}

export function pickStatus(faker: Faker): RegistrationStatus {
  const roll = faker.random();
  return roll < 0.88 ? 'confirmed' : roll < 0.96 ? 'pending' : 'cancelled';
}

export function pickOrigin(faker: Faker, importsOnly: boolean): RegistrationOrigin {
  const roll = faker.random();
  if (importsOnly) return roll < 0.7 ? 'api' : 'csv';
  return roll < 0.7 ? 'online' : roll < 0.9 ? 'api' : 'csv';
}
