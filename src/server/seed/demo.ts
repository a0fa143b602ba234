import { inArray, sql } from 'drizzle-orm';
import type {
  RaceType,
  RegistrationOrigin,
  RegistrationStatus,
  ScoringType,
} from '@/contract/enums';
import type { ResultImportItemInput } from '@/contract/results';
import { addDays, raceTimeToMs, toZonedIso, wallTimeToIso } from '@/contract/time';
import type { Db } from '@/server/db/database';
import * as t from '@/server/db/schema';
import {
  AGE_GROUPS,
  ageGroupCategory,
  ageGroupLabel,
  ageOn,
  CITIES,
  createFaker,
  type City,
  type Faker,
  type Sex,
} from '@/testing/fake';

export const MODALITY_NAMES = [
  'Geral',
  'PCD',
  'Cadeirante',
  'Caminhada',
  'Kids',
  'Equipe',
] as const;
type ModalityName = (typeof MODALITY_NAMES)[number];

export interface SeedSummary {
  events: number;
  races: number;
  registrations: number;
  results: number;
}

export interface SeedDemoOptions {
  timeZone: string;
  now?: Date;
  hubId?: number;
  seed?: number;
}

export interface SeedLargeOptions {
  events: number;
  timeZone: string;
  now?: Date;
  /** Registrations per race. */
  registrationsPerRace?: number;
  seed?: number;
}

const CHUNK = 1000;

/** True when the hub has no events yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.events.id }).from(t.events).limit(1);
  return rows.length === 0;
}

async function insertChunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function insertChunkedReturning<T, R>(
  rows: T[],
  insert: (part: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK)
    out.push(...(await insert(rows.slice(i, i + CHUNK))));
  return out;
}

/** The hub's modality catalogue, created once; name -> id. */
export async function ensureModalities(db: Db): Promise<Map<string, number>> {
  await db
    .insert(t.modalities)
    .values(MODALITY_NAMES.map((name) => ({ name, isDefault: name === 'Geral' })))
    .onConflictDoNothing();
  const rows = await db.select().from(t.modalities);
  return new Map(rows.map((m) => [m.name, m.id]));
}

// ---------------------------------------------------------------------------------------------
// The demo hub, described as data. Day offsets count from today in the hub's zone.

interface RaceSpec {
  code: string;
  name: string;
  distance: number | null;
  type: RaceType;
  scoring?: ScoringType;
  start: string;
  durationMinutes?: number;
  lapCount?: number;
  lapDistance?: number;
  limit?: number | null;
  semClassificacao?: boolean;
  /** The first is the race's default modality. */
  modalities: ModalityName[];
  registrations: number;
  /** Sold only through imports (no batch, or a window still in the future). */
  importsOnly?: boolean;
  ages?: [number, number];
  price: number;
  results?: 'provisional' | 'official';
  checkpoints?: { name: string; distanceKm: number }[];
  prizes?: 'standard' | 'money' | 'team' | 'none';
}

interface BatchSpec {
  name: string;
  from: number;
  to: number;
  /** Race codes this batch sells; all races of the event when absent. */
  races?: string[];
  maxQuantity?: number;
}

interface EventSpec {
  code: string;
  name: string;
  city: string;
  day: number;
  status: 'active' | 'inactive' | 'suspended';
  window: [number, number];
  organizer: number;
  salesperson: number;
  theme: 'road' | 'trail' | 'night' | 'kids' | 'track';
  difficulty: string;
  free?: boolean;
  hubFeePercent: string | null;
  serviceFeeCents: number;
  flags?: Partial<
    Record<'hasSelftiming' | 'hasQrcodeList' | 'hasMedical' | 'certificateEnabled', boolean>
  >;
  races: RaceSpec[];
  batches: BatchSpec[];
  /** [percent in hundredths, offset days]. */
  retention?: [number, number][];
  discounts?: boolean;
  extraFields?: 'kids' | 'trail' | 'broken-select';
}

const ROAD_CHECKPOINTS_21K = [
  { name: '5K', distanceKm: 5 },
  { name: '10K', distanceKm: 10 },
  { name: '15K', distanceKm: 15 },
];

const STANDARD_RETENTION: [number, number][] = [
  [3000, -15],
  [4000, 0],
  [3000, 7],
];

function demoEvents(year: (day: number) => number): EventSpec[] {
  return [
    {
      code: `MEIA-CWB-${year(-60)}`,
      name: 'Meia Maratona de Curitiba',
      city: 'Curitiba',
      day: -60,
      status: 'active',
      window: [-180, -62],
      organizer: 0,
      salesperson: 0,
      theme: 'road',
      difficulty: 'Moderado',
      hubFeePercent: '7.50',
      serviceFeeCents: 490,
      flags: { hasSelftiming: true, hasQrcodeList: true, certificateEnabled: true },
      races: [
        {
          code: '21K',
          name: 'Meia Maratona 21K',
          distance: 21.0975,
          type: 'road',
          start: '06:30',
          limit: 1500,
          modalities: ['Geral', 'PCD', 'Cadeirante'],
          registrations: 450,
          price: 14990,
          results: 'official',
          checkpoints: ROAD_CHECKPOINTS_21K,
          prizes: 'standard',
        },
        {
          code: '10K',
          name: 'Corrida 10K',
          distance: 10,
          type: 'road',
          start: '06:45',
          limit: 1000,
          modalities: ['Geral', 'PCD'],
          registrations: 380,
          price: 11990,
          results: 'official',
          checkpoints: [{ name: '5K', distanceKm: 5 }],
          prizes: 'standard',
        },
        {
          code: '5K',
          name: 'Caminhada 5K',
          distance: 5,
          type: 'walk',
          start: '07:00',
          limit: 500,
          modalities: ['Caminhada'],
          registrations: 160,
          price: 8990,
          results: 'official',
          prizes: 'standard',
        },
      ],
      batches: [
        { name: '1º Lote', from: -180, to: -150, maxQuantity: 400 },
        { name: '2º Lote', from: -150, to: -100, maxQuantity: 800 },
        { name: '3º Lote', from: -100, to: -62 },
      ],
      retention: STANDARD_RETENTION,
      discounts: true,
    },
    {
      code: `NOTURNA-POA-${year(-14)}`,
      name: 'Corrida Noturna Porto Alegre',
      city: 'Porto Alegre',
      day: -14,
      status: 'active',
      window: [-120, -16],
      organizer: 1,
      salesperson: 1,
      theme: 'night',
      difficulty: 'Fácil',
      hubFeePercent: '8.00',
      serviceFeeCents: 390,
      flags: { hasQrcodeList: true, certificateEnabled: true },
      races: [
        {
          code: '10K',
          name: 'Noturna 10K',
          distance: 10,
          type: 'road',
          scoring: 'gun_time',
          start: '20:00',
          limit: 800,
          modalities: ['Geral', 'PCD'],
          registrations: 350,
          price: 9990,
          results: 'provisional',
          checkpoints: [{ name: '5K', distanceKm: 5 }],
          prizes: 'standard',
        },
        {
          code: '5K',
          name: 'Noturna 5K',
          distance: 5,
          type: 'road',
          start: '20:15',
          limit: 600,
          modalities: ['Geral'],
          registrations: 250,
          price: 7990,
          prizes: 'standard',
        },
      ],
      batches: [
        { name: '1º Lote', from: -120, to: -60, maxQuantity: 500 },
        { name: '2º Lote', from: -60, to: -16 },
      ],
      retention: [
        [5000, -10],
        [5000, 3],
      ],
      discounts: true,
    },
    {
      code: `TRAIL-SMAR-${year(30)}`,
      name: 'Desafio Trail Serra do Mar',
      city: 'Morretes',
      day: 30,
      status: 'active',
      window: [-90, 25],
      organizer: 2,
      salesperson: 2,
      theme: 'trail',
      difficulty: 'Difícil',
      hubFeePercent: '10.00',
      serviceFeeCents: 590,
      flags: { hasMedical: true, hasSelftiming: true },
      races: [
        {
          code: '42K',
          name: 'Ultra Serra 42K',
          distance: 42,
          type: 'trail',
          start: '05:30',
          limit: 300,
          modalities: ['Geral'],
          registrations: 296,
          ages: [21, 65],
          price: 24990,
          prizes: 'standard',
        },
        {
          code: '21K',
          name: 'Trail 21K',
          distance: 21,
          type: 'trail',
          start: '06:30',
          limit: 500,
          modalities: ['Geral', 'Equipe'],
          registrations: 320,
          price: 17990,
          prizes: 'standard',
        },
        {
          code: '8K',
          name: 'Trail 8K',
          distance: 8,
          type: 'trail',
          start: '07:30',
          limit: null,
          modalities: ['Geral'],
          registrations: 180,
          importsOnly: true,
          price: 12990,
          prizes: 'standard',
        },
      ],
      // The 8K is deliberately in no batch: the checklist must flag a race nobody can buy.
      batches: [
        { name: '1º Lote', from: -90, to: -40, races: ['42K', '21K'], maxQuantity: 300 },
        { name: '2º Lote', from: -40, to: 0, races: ['42K', '21K'] },
        { name: '3º Lote', from: 0, to: 25, races: ['42K', '21K'] },
      ],
      retention: STANDARD_RETENTION,
      discounts: true,
      extraFields: 'trail',
    },
    {
      code: `MARATONA-SP-${year(150)}`,
      name: 'Maratona Internacional de São Paulo',
      city: 'São Paulo',
      day: 150,
      status: 'active',
      window: [10, 140],
      organizer: 0,
      salesperson: 3,
      theme: 'road',
      difficulty: 'Moderado',
      hubFeePercent: '7.50',
      serviceFeeCents: 690,
      flags: {
        hasSelftiming: true,
        hasQrcodeList: true,
        hasMedical: true,
        certificateEnabled: true,
      },
      races: [
        {
          code: '42K',
          name: 'Maratona 42K',
          distance: 42.195,
          type: 'road',
          start: '06:00',
          limit: 8000,
          modalities: ['Geral', 'PCD', 'Cadeirante'],
          registrations: 150,
          importsOnly: true,
          price: 22990,
          prizes: 'money',
        },
        {
          code: '21K',
          name: 'Meia Maratona 21K',
          distance: 21.0975,
          type: 'road',
          start: '06:20',
          limit: 10000,
          modalities: ['Geral', 'PCD'],
          registrations: 120,
          importsOnly: true,
          price: 15990,
          prizes: 'standard',
        },
        {
          code: '10K',
          name: 'Corrida 10K',
          distance: 10,
          type: 'road',
          start: '06:40',
          limit: null,
          modalities: ['Geral'],
          registrations: 100,
          importsOnly: true,
          price: 12990,
          prizes: 'standard',
        },
      ],
      // The promotional batch and the 1st batch overlap on purpose (a checklist item).
      batches: [
        { name: 'Lote Promocional', from: 10, to: 30, races: ['42K'], maxQuantity: 1000 },
        { name: '1º Lote', from: 20, to: 80, maxQuantity: 5000 },
        { name: '2º Lote', from: 80, to: 140 },
      ],
      // Inserted directly: the API would refuse rules that add up to 90 %.
      retention: [
        [4000, -10],
        [5000, 3],
      ],
      discounts: true,
    },
    {
      code: `KIDS-FLN-${year(45)}`,
      name: 'Corrida Kids Florianópolis',
      city: 'Florianópolis',
      day: 45,
      status: 'active',
      window: [-20, 40],
      organizer: 1,
      salesperson: 0,
      theme: 'kids',
      difficulty: 'Fácil',
      free: true,
      hubFeePercent: null,
      serviceFeeCents: 0,
      flags: { hasQrcodeList: true },
      races: [
        {
          code: 'KIDS-100M',
          name: 'Kids 100 m (4 a 6 anos)',
          distance: 0.1,
          type: 'kids',
          start: '08:00',
          limit: 200,
          semClassificacao: true,
          modalities: ['Kids'],
          registrations: 120,
          ages: [4, 6],
          price: 0,
          prizes: 'none',
        },
        {
          code: 'KIDS-500M',
          name: 'Kids 500 m (7 a 9 anos)',
          distance: 0.5,
          type: 'kids',
          start: '08:30',
          limit: 200,
          semClassificacao: true,
          modalities: ['Kids'],
          registrations: 140,
          ages: [7, 9],
          price: 0,
          prizes: 'none',
        },
        {
          // Deliberately timed (no sem_classificacao): the checklist flags a ranked kids race.
          code: 'KIDS-1K',
          name: 'Kids 1 km (10 a 13 anos)',
          distance: 1,
          type: 'kids',
          start: '09:00',
          limit: 200,
          modalities: ['Kids'],
          registrations: 110,
          ages: [10, 13],
          price: 0,
          prizes: 'none',
        },
      ],
      batches: [{ name: 'Inscrição gratuita', from: -20, to: 40, maxQuantity: 600 }],
      extraFields: 'kids',
    },
    {
      code: `6H-BSB-${year(60)}`,
      name: 'Desafio 6 Horas de Brasília',
      city: 'Brasília',
      day: 60,
      status: 'active',
      window: [-30, 55],
      organizer: 2,
      salesperson: 1,
      theme: 'track',
      difficulty: 'Difícil',
      hubFeePercent: '9.00',
      serviceFeeCents: 490,
      flags: { hasSelftiming: true, certificateEnabled: true },
      races: [
        {
          code: '6H',
          name: 'Desafio 6 Horas',
          distance: null,
          type: 'track',
          scoring: 'fixed_time',
          durationMinutes: 360,
          start: '06:00',
          limit: 250,
          modalities: ['Geral', 'Equipe'],
          registrations: 200,
          ages: [18, 70],
          price: 18990,
          prizes: 'team',
        },
        {
          code: '3H',
          name: 'Desafio 3 Horas',
          distance: null,
          type: 'track',
          scoring: 'fixed_time',
          durationMinutes: 180,
          start: '07:00',
          limit: 250,
          modalities: ['Geral'],
          registrations: 160,
          price: 13990,
          prizes: 'standard',
        },
      ],
      batches: [
        { name: '1º Lote', from: -30, to: 10, maxQuantity: 200 },
        { name: '2º Lote', from: 10, to: 55 },
      ],
      retention: STANDARD_RETENTION,
      discounts: true,
      extraFields: 'broken-select',
    },
    {
      code: `CIRCUITO-GMD-${year(75)}`,
      name: 'Circuito de Inverno de Gramado',
      city: 'Gramado',
      day: 75,
      status: 'inactive',
      window: [-10, 70],
      organizer: 0,
      salesperson: 2,
      theme: 'road',
      difficulty: 'Moderado',
      hubFeePercent: '7.50',
      serviceFeeCents: 490,
      races: [
        {
          code: '10K',
          name: 'Corrida 10K',
          distance: 10,
          type: 'road',
          start: '08:00',
          limit: 400,
          modalities: ['Geral', 'PCD'],
          registrations: 60,
          price: 10990,
          prizes: 'standard',
        },
        {
          code: '8V',
          name: '8 Voltas no Lago Negro',
          distance: 12,
          type: 'road',
          scoring: 'laps',
          lapCount: 8,
          lapDistance: 1.5,
          start: '09:00',
          limit: 150,
          modalities: ['Geral'],
          registrations: 45,
          price: 11990,
          prizes: 'standard',
        },
      ],
      batches: [
        { name: '1º Lote', from: -10, to: 30 },
        { name: '2º Lote', from: 30, to: 70 },
      ],
      discounts: true,
    },
    {
      code: `ULTRA-CJO-${year(180)}`,
      name: 'Ultra Trail Campos do Jordão',
      city: 'Campos do Jordão',
      day: 180,
      status: 'suspended',
      window: [-5, 170],
      organizer: 2,
      salesperson: 3,
      theme: 'trail',
      difficulty: 'Muito difícil',
      hubFeePercent: '10.00',
      serviceFeeCents: 690,
      flags: { hasMedical: true },
      races: [
        {
          code: '80K',
          name: 'Ultra 80K',
          distance: 80,
          type: 'trail',
          start: '04:00',
          limit: 250,
          modalities: ['Geral'],
          registrations: 30,
          ages: [23, 65],
          price: 34990,
          prizes: 'standard',
        },
        {
          code: '50K',
          name: 'Ultra 50K',
          distance: 50,
          type: 'trail',
          start: '05:00',
          limit: 350,
          modalities: ['Geral'],
          registrations: 40,
          price: 27990,
          prizes: 'standard',
        },
        {
          code: '25K',
          name: 'Trail 25K',
          distance: 25,
          type: 'trail',
          start: '06:00',
          limit: 500,
          modalities: ['Geral', 'Equipe'],
          registrations: 55,
          price: 18990,
          prizes: 'standard',
        },
      ],
      batches: [
        { name: '1º Lote', from: -5, to: 60 },
        { name: '2º Lote', from: 60, to: 170 },
      ],
      retention: STANDARD_RETENTION,
      discounts: true,
      extraFields: 'trail',
    },
  ];
}

const ORGANIZERS = [
  { name: 'Latitude Eventos Esportivos', slug: 'latitude' },
  { name: 'Corre Brasil Produções', slug: 'corre-brasil' },
  { name: 'Serra Outdoor Eventos', slug: 'serra-outdoor' },
];

const BATCH_STEP_CENTS = 2000;

type NewRegistration = typeof t.registrations.$inferInsert;
type NewResult = typeof t.results.$inferInsert;
type NewCategory = typeof t.categories.$inferInsert;

function regulationText(spec: EventSpec, city: City, date: string): string {
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

function fieldsFor(spec: EventSpec, eventId: number): (typeof t.registrationFields.$inferInsert)[] {
  const shirt = {
    eventId,
    key: 'tamanho_camiseta',
    label: 'Tamanho da camiseta',
    type: 'select',
    options: ['PP', 'P', 'M', 'G', 'GG', 'XG'].map((v) => ({ value: v, label: v })),
    isRequired: true,
    showOnlyWithKit: true,
    sortOrder: 1,
  };
  const fields: (typeof t.registrationFields.$inferInsert)[] = [shirt];
  if (spec.extraFields === 'kids') {
    fields[0] = {
      ...shirt,
      options: ['2', '4', '6', '8', '10', '12', '14'].map((v) => ({
        value: v,
        label: `Infantil ${v}`,
      })),
    };
    fields.push(
      {
        eventId,
        key: 'nome_responsavel',
        label: 'Nome do responsável',
        type: 'text',
        isRequired: true,
        sortOrder: 2,
      },
      {
        eventId,
        key: 'cpf_responsavel',
        label: 'CPF do responsável',
        type: 'text',
        validationRules: ['cpf'],
        helpText: 'Somente números ou no formato 000.000.000-00',
        isRequired: true,
        sortOrder: 3,
      },
      {
        eventId,
        key: 'autorizacao_responsavel',
        label: 'Autorizo a participação da criança',
        type: 'checkbox',
        isRequired: true,
        sortOrder: 4,
      },
    );
    return fields;
  }
  fields.push(
    {
      eventId,
      key: 'cpf_contato_emergencia',
      label: 'CPF do contato de emergência',
      type: 'text',
      validationRules: ['cpf'],
      sortOrder: 2,
    },
    {
      eventId,
      key: 'telefone_emergencia',
      label: 'Telefone de emergência',
      type: 'text',
      validationRules: ['phone'],
      isRequired: true,
      sortOrder: 3,
    },
    {
      eventId,
      key: 'equipe',
      label: 'Equipe ou assessoria',
      type: 'text',
      validationRules: ['max:60'],
      sortOrder: 4,
    },
    {
      eventId,
      key: 'aceite_saude',
      label: 'Declaro estar apto(a) à prática de corrida',
      type: 'checkbox',
      isRequired: true,
      sortOrder: 5,
    },
  );
  if (spec.extraFields === 'trail')
    fields.push({
      eventId,
      key: 'atestado_medico',
      label: 'Atestado médico',
      type: 'file',
      validationRules: ['mimes:pdf,jpg,png', 'max_kb:4096'],
      isRequired: true,
      sortOrder: 6,
    });
  // A select without options cannot come through the API; the checklist must catch it.
  if (spec.extraFields === 'broken-select')
    fields.push({
      eventId,
      key: 'pelotao',
      label: 'Pelotão de largada',
      type: 'select',
      options: [],
      sortOrder: 6,
    });
  return fields;
}

interface RaceRow {
  id: number;
  spec: RaceSpec;
  modalityIds: number[];
  categoryIds: Map<string, number>;
}

function categoriesFor(
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

function prizeRulesFor(
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

function pickStatus(faker: Faker): RegistrationStatus {
  const roll = faker.random();
  return roll < 0.88 ? 'confirmed' : roll < 0.96 ? 'pending' : 'cancelled';
}

function pickOrigin(faker: Faker, importsOnly: boolean): RegistrationOrigin {
  const roll = faker.random();
  if (importsOnly) return roll < 0.7 ? 'api' : 'csv';
  return roll < 0.7 ? 'online' : roll < 0.9 ? 'api' : 'csv';
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
      const organizer = ORGANIZERS[spec.organizer];
      const totalLimit = spec.races.reduce((sum, r) => sum + (r.limit ?? 0), 0);
      const [event] = await tx
        .insert(t.events)
        .values({
          code: spec.code,
          name: spec.name,
          status: spec.status,
          date,
          city: city.city,
          state: city.state,
          document: organizerDocs[spec.organizer],
          organizerId: organizerRows[spec.organizer].id,
          hubUnitId: 1,
          salespersonPersonId: salespersonRows[spec.salesperson].id,
          expectedAthletes: Math.round(
            spec.races.reduce((sum, r) => sum + r.registrations, 0) * 1.4,
          ),
          bibCount: totalLimit,
          tagCount: spec.theme === 'kids' ? 0 : totalLimit,
          paidTagBaseCount: spec.theme === 'kids' ? 0 : Math.round(totalLimit * 0.8),
          difficultyGrade: spec.difficulty,
          technicalDescription: `Percurso ${spec.theme === 'trail' ? 'de montanha com trilhas técnicas e subidas fortes' : 'plano e asfaltado, com hidratação a cada 2,5 km'}. Largada e chegada no mesmo local.`,
          commercialDescription: `${spec.name}: ${spec.races.map((r) => r.name).join(', ')}. Kit com camiseta, número de peito e medalha de participação.`,
          regulation: regulationText(spec, city, date),
          regulationAcceptanceRequired: spec.theme !== 'kids',
          regulationExtraText:
            spec.theme === 'trail'
              ? 'Equipamento obrigatório: mochila de hidratação, apito e manta térmica.'
              : null,
          hasSelftiming: spec.flags?.hasSelftiming ?? false,
          hasQrcodeList: spec.flags?.hasQrcodeList ?? false,
          hasMedical: spec.flags?.hasMedical ?? false,
          registrationSupportWhatsapp: faker.mobile(city.ddd),
          certificateEnabled: spec.flags?.certificateEnabled ?? false,
          salesMode: spec.free ? 'free' : 'platform',
          isFree: spec.free ?? false,
          registrationOpensAt: opensAt,
          registrationClosesAt: closesAt,
          maxRegistrations: totalLimit || null,
          hubFeePercent: spec.hubFeePercent,
          serviceFeeCents: spec.serviceFeeCents,
          serviceFeeMode: spec.organizer === 1 ? 'organizer' : 'buyer',
          refundWindowDays: spec.free ? null : 7,
          refundSummary: spec.free
            ? null
            : 'Reembolso integral em até 7 dias após a compra (art. 49 do CDC); depois disso, transferência de titularidade até 10 dias antes da prova.',
          logoUrl: `/demo/logo-${organizer.slug}.svg`,
          bannerUrl: `/demo/banner-${spec.theme}.svg`,
          regulationPdfUrl: spec.status === 'active' ? '/demo/regulamento.pdf' : '',
        })
        .returning({ id: t.events.id });

      const raceRows: RaceRow[] = [];
      for (const [index, r] of spec.races.entries()) {
        const [row] = await tx
          .insert(t.races)
          .values({
            eventId: event.id,
            code: r.code,
            name: r.name,
            distance: r.distance,
            distanceLabel:
              r.distance === null
                ? `${(r.durationMinutes ?? 0) / 60} h`
                : r.distance < 1
                  ? `${Math.round(r.distance * 1000)} m`
                  : `${r.distance} km`.replace('.', ','),
            sortOrder: index + 1,
            startsAt: at(spec.day, r.start),
            type: r.type,
            scoringType: r.scoring ?? 'net_time',
            durationMinutes: r.durationMinutes ?? null,
            lapCount: r.lapCount ?? null,
            lapDistance: r.lapDistance ?? null,
            registrationLimit: r.limit ?? null,
            semClassificacao: r.semClassificacao ?? false,
            resultsStatus: r.results ?? 'pending',
          })
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

      // Registrations first, so the batches can count what they sold.
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
      const inserted = await insertChunkedReturning(registrations, (part) =>
        tx.insert(t.registrations).values(part).returning({ id: t.registrations.id }),
      );
      registrationCount += inserted.length;

      const batchRows = await tx
        .insert(t.batches)
        .values(
          spec.batches.map((b, i) => {
            const startsAt = at(b.from, '00:00');
            const endsAt = endOf(b.to);
            const covered = new Set(b.races ?? spec.races.map((r) => r.code));
            const sold = registrations.filter(
              (reg, k) =>
                reg.origin === 'online' &&
                reg.status !== 'cancelled' &&
                covered.has(spec.races[meta[k].raceIndex].code) &&
                reg.createdAt!.getTime() >= startsAt.getTime() &&
                reg.createdAt!.getTime() <= endsAt.getTime(),
            ).length;
            const topPrice = Math.max(...spec.races.map((r) => r.price)) + i * BATCH_STEP_CENTS;
            return {
              eventId: event.id,
              name: b.name,
              startsAt,
              endsAt,
              includesKit: true,
              maxQuantity: b.maxQuantity ?? null,
              quantitySold: b.maxQuantity ? Math.min(sold, b.maxQuantity) : sold,
              quantityReserved: spec.day > 0 && b.from <= 0 && b.to >= 0 ? faker.int(0, 8) : 0,
              installmentsEnabled: topPrice >= 10000,
              maxInstallments: topPrice >= 20000 ? 6 : topPrice >= 10000 ? 3 : 1,
              absorbInstallmentInterest: topPrice >= 20000,
              sortOrder: i + 1,
            };
          }),
        )
        .returning({ id: t.batches.id });
      await tx.insert(t.batchRacePrices).values(
        spec.batches.flatMap((b, i) =>
          raceRows
            .filter((race) => (b.races ?? spec.races.map((r) => r.code)).includes(race.spec.code))
            .map((race) => ({
              batchId: batchRows[i].id,
              raceId: race.id,
              priceCents: spec.free ? 0 : race.spec.price + i * BATCH_STEP_CENTS,
            })),
        ),
      );

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

async function insertResults(
  db: Db,
  faker: Faker,
  {
    eventId,
    race,
    entrants,
    categoryNames,
  }: {
    eventId: number;
    race: RaceRow;
    entrants: { reg: NewRegistration; id: number; sex: Sex }[];
    categoryNames: Map<number, string>;
  },
): Promise<number> {
  const checkpoints = race.spec.checkpoints ?? [];
  const checkpointRows = checkpoints.length
    ? await db
        .insert(t.checkpoints)
        .values(
          checkpoints.map((cp, i) => ({
            eventId,
            raceId: race.id,
            code: cp.name,
            name: `Km ${cp.distanceKm}`,
            distance: cp.distanceKm,
            sortOrder: i + 1,
          })),
        )
        .returning({ id: t.checkpoints.id, code: t.checkpoints.code })
    : [];
  const checkpointId = new Map(checkpointRows.map((c) => [c.code, c.id]));
  const byGun = race.spec.scoring === 'gun_time';
  const rows = entrants.map((e, i): { item: ResultImportItemInput; row: NewResult } => {
    const item = faker.resultItem(e.reg.bib!, i, {
      distanceKm: race.spec.distance ?? 10,
      checkpoints,
    });
    const category = e.reg.categoryId ? (categoryNames.get(e.reg.categoryId) ?? null) : null;
    return {
      item,
      row: {
        eventId,
        raceId: race.id,
        bib: item.bib,
        registrationId: e.id,
        name: e.reg.name,
        status: item.status ?? 'finished',
        netTimeMs: item.net_time ? raceTimeToMs(item.net_time) : null,
        gunTimeMs: item.gun_time ? raceTimeToMs(item.gun_time) : null,
        category,
        modalityId: e.reg.modalityId ?? null,
      },
    };
  });
  if (!race.spec.semClassificacao) {
    const finished = rows
      .filter((r) => r.row.status === 'finished')
      .sort(
        (a, b) =>
          ((byGun ? a.row.gunTimeMs : a.row.netTimeMs) ?? 0) -
          ((byGun ? b.row.gunTimeMs : b.row.netTimeMs) ?? 0),
      );
    const perCategory = new Map<string, number>();
    finished.forEach((r, i) => {
      r.row.overallPosition = i + 1;
      if (r.row.category) {
        const next = (perCategory.get(r.row.category) ?? 0) + 1;
        perCategory.set(r.row.category, next);
        r.row.categoryPosition = next;
      }
    });
  }
  const ids = await insertChunkedReturning(
    rows.map((r) => r.row),
    (part) => db.insert(t.results).values(part).returning({ id: t.results.id }),
  );
  const splits = rows.flatMap((r, i) =>
    (r.item.splits ?? []).map((s) => ({
      resultId: ids[i].id,
      checkpointId: checkpointId.get(s.checkpoint)!,
      timeMs: raceTimeToMs(s.time)!,
    })),
  );
  await insertChunked(splits, (part) => db.insert(t.resultSplits).values(part));
  return rows.length;
}

// ---------------------------------------------------------------------------------------------

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

/** Events currently in the hub (for the CLI's refusal message). */
export async function countEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.events);
  return row.n;
}
