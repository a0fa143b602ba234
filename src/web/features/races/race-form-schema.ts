import { z } from 'zod/mini';
import { raceCreateSchema, type Race, type RaceCreate, type RaceUpdate } from '@/contract/races';
import { sendableWord } from '@/web/lib/hub-words';
import { GENERIC_STATUSES, RACE_TYPES, SCORING_TYPES } from '@/contract/enums';
import { isoToWallTime, wallTimeToHub } from '@/contract/hub-time';

export interface RaceFormOptions {
  timeZone: string;
  /** No catalogue on this hub: modality ids are typed as text. */
  typedModalities: boolean;
  messages: { required: string; modalityIds: string };
  /** What is wrong with the start against the event and its batches, in words; null if fine. */
  startProblem?: (startsAt: string) => string | null;
  /**
   * The edited race: its start goes back as the hub wrote it when left unchanged, and a status,
   * type or scoring word of the hub's own is kept by not sending it.
   */
  original?: Pick<Race, 'starts_at' | 'status' | 'type' | 'scoring_type'>;
}

const TYPED_IDS = /^\s*(\d+\s*(,\s*\d+\s*)*,?\s*)?$/;

/** `1, 3,` -> [1, 3]. */
export const parseModalityIds = (text: string): number[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);

/* The contract's fields, with the shapes the inputs hold: the start as wall time in the hub's
   zone, modalities as the multi-select's strings (or typed ids on a hub without a catalogue). */
const formShape = z.extend(z.object(raceCreateSchema.shape), {
  // The hub's words as they came; the body sends only known ones (sendableWord).
  status: z.optional(z.string()),
  type: z.nullable(z.string()),
  scoring_type: z.optional(z.string()),
  starts_at: z.nullable(z.string()),
  default_modality_id: z.nullable(z.string()),
  modality_ids: z.array(z.string()),
  modality_ids_typed: z.string(),
});
export type RaceFormValues = z.input<typeof formShape>;

export function emptyRaceForm(): RaceFormValues {
  return {
    name: '',
    code: '',
    distance: null,
    distance_label: '',
    sort_order: null,
    starts_at: null,
    type: null,
    scoring_type: 'net_time',
    duration_minutes: null,
    lap_count: null,
    lap_distance: null,
    registration_limit: null,
    sem_classificacao: false,
    status: 'active',
    default_modality_id: null,
    modality_ids: [],
    modality_ids_typed: '',
  };
}

type ParsedForm = z.output<typeof formShape>;

/**
 * A race as the form's starting values: to edit it, or (`copy`) for a new race like it, whose
 * name and code are left for the person to fill.
 */
export function raceToForm(race: Race, timeZone: string, copy: boolean): RaceFormValues {
  const modalities = race.modalities ?? [];
  const ids = modalities.map((m) => String(m.id));
  return {
    ...emptyRaceForm(),
    name: copy ? '' : race.name,
    code: copy ? '' : race.code,
    distance: race.distance,
    distance_label: race.distance_label ?? '',
    sort_order: race.sort_order,
    starts_at: isoToWallTime(race.starts_at, timeZone),
    type: race.type,
    scoring_type: race.scoring_type,
    duration_minutes: race.duration_minutes,
    lap_count: race.lap_count,
    lap_distance: race.lap_distance,
    registration_limit: race.registration_limit,
    sem_classificacao: race.sem_classificacao,
    status: race.status,
    default_modality_id: String(modalities.find((m) => m.is_default)?.id ?? ids[0] ?? '') || null,
    modality_ids: ids,
    modality_ids_typed: ids.join(', '),
  };
}

/** The fields an edit clears with `null` when the form leaves them empty. */
const CLEARABLE = [
  'distance',
  'distance_label',
  'sort_order',
  'type',
  'duration_minutes',
  'lap_count',
  'lap_distance',
  'registration_limit',
] as const;

/**
 * The create body as a `PATCH`: what the form emptied is cleared, an empty code kept, and a
 * type of the hub's own (left out of the body) not cleared.
 */
export function toUpdateBody(body: RaceCreate, original?: Pick<Race, 'type'>): RaceUpdate {
  const cleared = Object.fromEntries(CLEARABLE.map((field) => [field, body[field] ?? null]));
  const update: RaceUpdate = { ...body, ...cleared };
  if (!body.code) delete update.code;
  if (body.type === undefined && original?.type && !sendableWord(RACE_TYPES, original.type))
    delete update.type;
  return update;
}

function modalityIdsOf(values: ParsedForm, typed: boolean): number[] {
  if (!typed) return values.modality_ids.map(Number);
  return TYPED_IDS.test(values.modality_ids_typed)
    ? parseModalityIds(values.modality_ids_typed)
    : [];
}

/** The body of `POST /races`: fields of other scoring types and empty ones left out. */
function toBody(values: ParsedForm, options: RaceFormOptions) {
  const scoring = sendableWord(SCORING_TYPES, values.scoring_type ?? 'net_time');
  const [date = '', time = ''] = (values.starts_at ?? '').split('T');
  const startsAt =
    date && time
      ? wallTimeToHub(`${date}T${time}`, options.original?.starts_at, options.timeZone)
      : '';
  const ids = modalityIdsOf(values, options.typedModalities);
  return {
    name: values.name,
    code: values.code || undefined,
    default_modality_id: values.default_modality_id
      ? Number(values.default_modality_id)
      : undefined,
    distance: values.distance ?? undefined,
    distance_label: values.distance_label || undefined,
    sort_order: values.sort_order ?? undefined,
    starts_at: startsAt,
    type: sendableWord(RACE_TYPES, values.type),
    scoring_type: scoring,
    duration_minutes: scoring === 'fixed_time' ? (values.duration_minutes ?? undefined) : undefined,
    lap_count: scoring === 'laps' ? (values.lap_count ?? undefined) : undefined,
    lap_distance: scoring === 'laps' ? (values.lap_distance ?? undefined) : undefined,
    registration_limit: values.registration_limit ?? undefined,
    sem_classificacao: values.sem_classificacao ?? false,
    modality_ids: ids.length ? ids : undefined,
    status: sendableWord(GENERIC_STATUSES, values.status),
  };
}

/** A contract path as the form names it: the modality list is one field on screen. */
export function raceFormPath(path: string, typedModalities: boolean): string {
  if (path === 'modality_ids' || path.startsWith('modality_ids.'))
    return typedModalities ? 'modality_ids_typed' : 'modality_ids';
  return path;
}

/**
 * The form validates what the contract validates, on the body it will send: the contract's
 * own issues (scoring-type requirements included) are put on the form's fields.
 */
export function raceFormSchema(options: RaceFormOptions) {
  return z.pipe(
    formShape.check(
      z.superRefine((values, ctx) => {
        if (!values.starts_at)
          ctx.addIssue({ code: 'custom', path: ['starts_at'], message: options.messages.required });
        const body = toBody(values, options);
        const startProblem = body.starts_at ? options.startProblem?.(body.starts_at) : null;
        if (startProblem)
          ctx.addIssue({ code: 'custom', path: ['starts_at'], message: startProblem });
        if (options.typedModalities && !TYPED_IDS.test(values.modality_ids_typed))
          ctx.addIssue({
            code: 'custom',
            path: ['modality_ids_typed'],
            message: options.messages.modalityIds,
          });
        const checked = raceCreateSchema.safeParse(body);
        if (checked.success) return;
        for (const issue of checked.error.issues) {
          const path = raceFormPath(issue.path.map(String).join('.'), options.typedModalities);
          ctx.addIssue({ code: 'custom', path: path.split('.'), message: issue.message });
        }
      }),
    ),
    z.transform((values): RaceCreate => raceCreateSchema.parse(toBody(values, options))),
  );
}
