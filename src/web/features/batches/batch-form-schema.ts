import { z } from 'zod/mini';
import {
  batchCreateSchema,
  type Batch,
  type BatchCreate,
  type BatchUpdate,
} from '@/contract/batches';
import { isoToWallTime, wallTimeToHub } from '@/contract/hub-time';
import {
  cellProblem,
  gridErrorPath,
  gridRows,
  toRacePrices,
  type GridRace,
  type PriceRow,
} from './price-grid';

export interface BatchFormOptions {
  timeZone: string;
  messages: { required: string; priceRequired: string; priceInvalid: string };
  /** What is wrong with the sales window (against the event and the races sold), per field. */
  windowProblems?: (window: {
    starts_at?: string;
    ends_at?: string;
    raceIds: string[];
  }) => { field: 'starts_at' | 'ends_at'; message: string }[];
  /** The edited batch, whose window goes back as the hub wrote it when left unchanged. */
  original?: OriginalWindow;
}

const priceRowSchema = z.object({
  race_id: z.string(),
  name: z.string(),
  code: z.string(),
  covered: z.boolean(),
  // NaN while the typed text is not a price: checked below, with a message for the cell.
  cents: z.nullable(z.union([z.number(), z.nan()])),
});

/* The contract's fields, with the shapes the inputs hold: the window as wall time in the hub's
   zone, the number inputs empty as null, and `race_prices` as the grid's rows. */
const formShape = z.extend(
  z.omit(z.object(batchCreateSchema.shape), {
    race_prices: true,
    starts_at: true,
    ends_at: true,
    max_installments: true,
  }),
  {
    max_installments: z.nullable(z.number()),
    starts_at: z.nullable(z.string()),
    ends_at: z.nullable(z.string()),
    race_prices: z.array(priceRowSchema),
  },
);
export type BatchFormValues = z.input<typeof formShape>;

export function emptyBatchForm(rows: PriceRow[]): BatchFormValues {
  return {
    name: '',
    max_installments: 1,
    starts_at: null,
    ends_at: null,
    max_quantity: null,
    includes_kit: false,
    is_active: true,
    installments_enabled: false,
    absorb_installment_interest: false,
    race_prices: rows,
  };
}

/**
 * A batch as the form's starting values: to edit it, or (`copy`) for a new batch like it,
 * whose name is left for the person to fill. Races it sells that the list lacks get a row.
 */
export function batchToForm(
  batch: Batch,
  races: readonly GridRace[],
  timeZone: string,
  copy: boolean,
): BatchFormValues {
  const listed = new Set(races.map((race) => String(race.id)));
  const others = Object.keys(batch.race_prices)
    .filter((id) => !listed.has(id))
    .map((id) => ({ id, name: `#${id}` }));
  const rows = gridRows([...races, ...others]).map((row) => {
    const cents = batch.race_prices[row.race_id];
    return cents === undefined ? { ...row, covered: false } : { ...row, cents };
  });
  return {
    name: copy ? '' : batch.name,
    max_installments: batch.max_installments,
    starts_at: isoToWallTime(batch.starts_at, timeZone),
    ends_at: isoToWallTime(batch.ends_at, timeZone),
    max_quantity: batch.max_quantity,
    includes_kit: batch.includes_kit,
    is_active: batch.is_active,
    installments_enabled: batch.installments_enabled,
    absorb_installment_interest: batch.absorb_installment_interest,
    race_prices: rows,
  };
}

/** The create body as a `PATCH`: an emptied window bound or quantity is cleared. */
export const toUpdateBody = (body: BatchCreate): BatchUpdate => ({
  ...body,
  starts_at: body.starts_at ?? null,
  ends_at: body.ends_at ?? null,
  max_quantity: body.max_quantity ?? null,
});

const wallToIso = (value: string | null, timeZone: string, original?: string | null) => {
  if (!value) return undefined;
  const [date, time = '00:00'] = value.split('T');
  return wallTimeToHub(`${date}T${time}`, original, timeZone);
};

/** The edited batch's window as the hub wrote it: sent back as it was when left unchanged. */
type OriginalWindow = { starts_at: string | null; ends_at: string | null } | undefined;

function toBody(values: z.output<typeof formShape>, timeZone: string, original: OriginalWindow) {
  const enabled = values.installments_enabled ?? false;
  return {
    name: values.name,
    max_installments: enabled ? values.max_installments : 1,
    race_prices: toRacePrices(values.race_prices),
    starts_at: wallToIso(values.starts_at, timeZone, original?.starts_at),
    ends_at: wallToIso(values.ends_at, timeZone, original?.ends_at),
    max_quantity: values.max_quantity ?? undefined,
    includes_kit: values.includes_kit ?? false,
    is_active: values.is_active ?? true,
    installments_enabled: enabled,
    absorb_installment_interest: enabled && (values.absorb_installment_interest ?? false),
  };
}

/**
 * The form validates what the contract validates, on the body it will send: each covered
 * cell first (empty, not a price), then the contract's own issues, `race_prices.<id>` put on
 * the row of that race and "at least one race" on the grid.
 */
export function batchFormSchema({
  timeZone,
  messages,
  windowProblems,
  original,
}: BatchFormOptions) {
  return z.pipe(
    formShape.check(
      z.superRefine((values, ctx) => {
        const body = toBody(values, timeZone, original);
        const window = { ...body, raceIds: Object.keys(body.race_prices) };
        for (const problem of windowProblems?.(window) ?? [])
          ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        if (values.installments_enabled && values.max_installments === null)
          ctx.addIssue({ code: 'custom', path: ['max_installments'], message: messages.required });
        values.race_prices.forEach((row, index) => {
          const problem = cellProblem(row);
          if (problem === 'required' || problem === 'invalid')
            ctx.addIssue({
              code: 'custom',
              path: ['race_prices', index, 'cents'],
              message: problem === 'required' ? messages.priceRequired : messages.priceInvalid,
            });
        });
        // Cells already flagged count as priced, so the contract still checks everything else.
        const priced = values.race_prices.map((row) =>
          cellProblem(row) === 'required' || cellProblem(row) === 'invalid'
            ? { ...row, cents: 0 }
            : row,
        );
        const checked = batchCreateSchema.safeParse(
          toBody({ ...values, race_prices: priced }, timeZone, original),
        );
        if (checked.success) return;
        for (const issue of checked.error.issues) {
          const path = issue.path.map(String).join('.');
          const target = path.startsWith('race_prices')
            ? gridErrorPath(values.race_prices, path)
            : path;
          if (target)
            ctx.addIssue({ code: 'custom', path: target.split('.'), message: issue.message });
        }
      }),
    ),
    z.transform((values): BatchCreate =>
      batchCreateSchema.parse(toBody(values, timeZone, original)),
    ),
  );
}
