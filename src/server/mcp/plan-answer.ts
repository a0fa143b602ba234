import { z } from 'zod';
import type { PlanRow } from './event-plans';
import { fitBudget } from './hub-reads';
import { newPlanId, PLAN_TTL_MS, type PlanKind } from './plans';
import type { ToolContext } from './tool';

/* What every plan tool answers, and how it keeps the plan for apply_plan. */

export const planOutput = z.object({
  plan_id: z.string().describe('Pass to apply_plan, once a person agreed, within 30 minutes.'),
  expires_at: z.string(),
  event: z.string().describe('The event the plan writes to.'),
  counts: z.object({
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    cannot_update: z.number(),
    unknown: z.number(),
    unsupported: z.number().describe('Left behind: this hub has no write for them.'),
    invalid: z.number().describe('Left behind: the source breaks a rule (see problems).'),
  }),
  items: z.array(
    z.object({
      kind: z.string(),
      key: z.string(),
      race: z.string().optional().describe("A category's or prize rule's race, by code."),
      action: z.string(),
      differs: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
      problems: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  ),
  truncated: z.boolean().describe('true: unchanged items or long diffs were left out to fit.'),
});
export type PlanOutput = z.infer<typeof planOutput>;

export async function keepPlan(
  ctx: ToolContext,
  plan: { kind: PlanKind; eventCode: string; input: unknown; hash: string },
): Promise<{ id: string; expiresAt: string }> {
  const id = newPlanId();
  const createdAt = ctx.now();
  await ctx.plans.save({
    id,
    kind: plan.kind,
    eventCode: plan.eventCode,
    input: plan.input,
    stateHash: plan.hash,
    keyFingerprint: ctx.key.fingerprint,
    createdAt,
    expiresAt: createdAt + PLAN_TTL_MS,
  });
  return { id, expiresAt: new Date(createdAt + PLAN_TTL_MS).toISOString() };
}

/** What a hub without the extensions leaves behind, counted by kind: "39 category, 13 prize_rule". */
function leftBehind(items: PlanRow[]): string {
  const counts = new Map<string, number>();
  for (const item of items)
    if (item.action === 'unsupported') counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

export function planAnswer(
  items: PlanRow[],
  kept: { id: string; expiresAt: string },
  event: string,
): { text: string; data: PlanOutput } {
  const counts = {
    create: 0,
    update: 0,
    unchanged: 0,
    cannot_update: 0,
    unknown: 0,
    unsupported: 0,
    invalid: 0,
  };
  for (const item of items) counts[item.action] += 1;
  // What changes first; unchanged items only while they fit.
  const ordered = [
    ...items.filter((i) => i.action !== 'unchanged'),
    ...items.filter((i) => i.action === 'unchanged').map((i) => ({ ...i, differs: [] })),
  ];
  const { items: shown, cut } = fitBudget(ordered, 3_000);
  const writes = counts.create + counts.update;
  return {
    text: `Plan ${kept.id} for ${event}: ${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged${counts.cannot_update ? `, ${counts.cannot_update} differ but cannot be updated through API v1` : ''}${counts.unsupported ? `, ${counts.unsupported} left behind (this hub cannot create them: ${leftBehind(items)})` : ''}${counts.invalid ? `, ${counts.invalid} left behind because the source breaks a rule (each item's problems say which; fix them in the source, or set them in the new event after applying)` : ''}. ${writes ? 'Show it to the person; apply_plan with this plan_id carries it out (valid 30 min, refused if the event changes meanwhile).' : 'Nothing to apply.'}`,
    data: {
      plan_id: kept.id,
      expires_at: kept.expiresAt,
      event,
      counts,
      items: shown,
      truncated: cut,
    },
  };
}
