import { z } from 'zod';
import { computeCleanup, type CleanupInput } from '../cleanup-plans';
import {
  computeConfigPlan,
  computeCopyPlan,
  type ConfigPlanInput,
  type CopyPlanInput,
} from '../event-plans';
import type { StoredPlan } from '../plans';
import { computeSpreadsheet, type SpreadsheetPlanInput } from '../spreadsheet-plans';
import { defineTool, ToolRefusal, type ToolContext } from '../tool';

const output = z.object({
  plan_id: z.string(),
  kind: z.enum(['event_config', 'event_copy', 'cleanup', 'spreadsheet']),
  event: z.string(),
  replayed: z.boolean().describe('true: the plan had been applied; this is that first outcome.'),
  complete: z.boolean().describe('false: something failed or was skipped; see results.'),
  created_event: z.string().nullable(),
  deleted: z.number().nullable(),
  import_ids: z
    .array(z.number())
    .nullable()
    .describe('spreadsheet: the imports queued, at once; follow them with get_import_status.'),
  results: z.array(
    z.object({
      kind: z.string(),
      key: z.string(),
      race: z.string().optional().describe("A category's or prize rule's race, by code."),
      outcome: z.string(),
      error: z.string().optional(),
    }),
  ),
});
type Outcome = z.infer<typeof output>;

const PLAN_TOOLS: Record<StoredPlan['kind'], string> = {
  event_config: 'plan_event_config',
  event_copy: 'plan_event_copy',
  cleanup: 'plan_cleanup',
  spreadsheet: 'check_spreadsheet',
};

const planAgain = (plan: Pick<StoredPlan, 'kind'>) =>
  `Call ${PLAN_TOOLS[plan.kind]} again, show the new plan, and apply its plan_id.`;

/** The plan again, from its inputs, on the hub as it is now. */
async function recompute(plan: StoredPlan, ctx: ToolContext) {
  switch (plan.kind) {
    case 'event_config':
      return computeConfigPlan(ctx.hub, plan.input as ConfigPlanInput, ctx.timeZone);
    case 'event_copy':
      return computeCopyPlan(ctx.hub, plan.input as CopyPlanInput, ctx.timeZone);
    case 'cleanup':
      return computeCleanup(ctx.hub, plan.input as CleanupInput);
    case 'spreadsheet':
      return computeSpreadsheet(ctx, plan.input as SpreadsheetPlanInput);
  }
}

export const applyPlanTool = defineTool({
  name: 'apply_plan',
  title: 'Apply a plan',
  description:
    'Carries out a plan made by plan_event_config, plan_event_copy, plan_cleanup or check_spreadsheet, once a person agreed to it (a spreadsheet: its imports are queued and their ids answered at once). Refused when the plan expired (30 min) or the hub changed since it was made: plan again. A plan is applied at most once: applying it again answers the first outcome and writes nothing.',
  input: z.object({ plan_id: z.string().min(1).max(100) }),
  output,
  annotations: {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
  scope: 'manage',
  async run({ plan_id }, ctx) {
    const plan = await ctx.plans.find(plan_id);
    if (!plan || plan.keyFingerprint !== ctx.key.fingerprint)
      throw new ToolRefusal(
        `No plan ${plan_id} for this key.`,
        'Make a plan with plan_event_config, plan_event_copy, plan_cleanup or check_spreadsheet and apply the plan_id it answers.',
      );
    if (plan.status === 'applied')
      return {
        text: `Plan ${plan_id} was applied before; nothing was written now. This is its outcome.`,
        data: { ...(plan.outcome as Outcome), replayed: true },
      };
    if (plan.expiresAt < ctx.now())
      throw new ToolRefusal(`Plan ${plan_id} expired (plans last 30 minutes).`, planAgain(plan));
    if (!(await ctx.plans.claim(plan_id)))
      throw new ToolRefusal(
        `Plan ${plan_id} is being applied by another call.`,
        'Call apply_plan with the same plan_id in a few seconds to read its outcome.',
      );
    let fresh;
    try {
      fresh = await recompute(plan, ctx);
    } catch (error) {
      await ctx.plans.release(plan_id);
      throw error;
    }
    if ('check' in fresh && (fresh.check.blocked || fresh.check.ready === 0)) {
      await ctx.plans.release(plan_id);
      throw new ToolRefusal(
        `Plan ${plan_id} has nothing to send: ${fresh.check.blocked ?? 'no row of the file is ready'}.`,
        'Fix the file (or name the race) and call check_spreadsheet again.',
      );
    }
    if (fresh.hash !== plan.stateHash) {
      await ctx.plans.release(plan_id);
      throw new ToolRefusal(
        `Plan ${plan_id} is stale: ${plan.eventCode} changed on the hub since it was planned, so nothing was written.`,
        planAgain(plan),
      );
    }
    const base = { plan_id, kind: plan.kind, event: plan.eventCode, replayed: false };
    let outcome: Outcome;
    try {
      if ('check' in fresh) {
        // The plan's id keys the chunks: an apply that died midway and is planned again
        // sends new keys, but one retried by the hub's client lands on the same imports.
        const submitted = await fresh.apply(plan_id.slice(-12));
        outcome = {
          ...base,
          complete: true,
          created_event: null,
          deleted: null,
          import_ids: submitted.map((s) => s.importId),
          results: submitted.map((s) => ({
            kind: 'import',
            key: `chunk ${s.chunk} → race ${s.race} (${s.rows} rows)`,
            outcome: s.status,
          })),
        };
      } else if ('count' in fresh) {
        const { deleted } = await fresh.apply();
        outcome = {
          ...base,
          complete: true,
          created_event: null,
          deleted,
          import_ids: null,
          results: [],
        };
      } else {
        const applied = await fresh.apply();
        outcome = {
          ...base,
          ...applied,
          event: applied.created_event ?? plan.eventCode,
          deleted: null,
          import_ids: null,
        };
      }
    } catch (error) {
      // Written in part or not at all, and said: the plan is spent either way.
      outcome = {
        ...base,
        complete: false,
        created_event: null,
        deleted: null,
        import_ids: null,
        results: [
          {
            kind: plan.kind,
            key: plan.eventCode,
            outcome: 'failed',
            error: (error as Error).message,
          },
        ],
      };
    }
    await ctx.plans.finish(plan_id, outcome);
    const failed = outcome.results.find((r) => r.outcome === 'failed');
    const done = outcome.results.filter((r) => r.outcome === 'done').length;
    return {
      text: failed
        ? `Plan ${plan_id} stopped: ${failed.kind} ${failed.key} failed (${failed.error}). ${done} change(s) were made. Plan again to continue from there.`
        : outcome.import_ids
          ? `Queued ${outcome.import_ids.length} import(s) in ${outcome.event}: ${outcome.import_ids.join(', ')}. Follow them with get_import_status until each is completed or failed; its summary says what was created, updated, unchanged, and the rows refused.`
          : outcome.deleted !== null
            ? `Deleted ${outcome.deleted} from ${outcome.event}.`
            : `Applied to ${outcome.event}: ${done} change(s)${outcome.created_event ? `, event ${outcome.created_event} created inactive (activate it once reviewed)` : ''}${outcome.complete ? '' : '; some items were skipped (see results)'}.`,
      data: outcome,
    };
  },
});
