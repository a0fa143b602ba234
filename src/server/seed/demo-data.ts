import type { RaceType, ScoringType } from '@/contract/enums';
import type { ModalityName } from '@/server/seed/catalogue';

// The demo hub, described as data. Day offsets count from today in the hub's zone.

export interface RaceSpec {
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

export interface BatchSpec {
  name: string;
  from: number;
  to: number;
  /** Race codes this batch sells; all races of the event when absent. */
  races?: string[];
  maxQuantity?: number;
}

export interface EventSpec {
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

export function demoEvents(year: (day: number) => number): EventSpec[] {
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
