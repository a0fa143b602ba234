import { z } from 'zod';
import { computeCopyPlan } from '../event-plans';
import { keepPlan, planAnswer, planOutput } from '../plan-answer';
import { defineTool, READ_ONLY } from '../tool';

export const planCopyInput = z.object({
  from: z.string().min(1).describe("The event to copy (last year's edition): code or id."),
  to: z.string().min(1).describe('The event to copy onto: its code (a new code with date).'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe(
      "Creates `to` on apply as the next edition on this day (YYYY-MM-DD): from's settings, inactive, registration window moved.",
    ),
  name: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe("With date: the new event's name (default: from's)."),
});

export const planEventCopy = defineTool({
  name: 'plan_event_copy',
  title: "Plan a copy of an event's configuration",
  description:
    "Plans copying an event's races, batches, fields, discounts, retention, categories and prize rules onto another event, every date moved by the days between the two events (wall times kept in the hub's zone). With date, the target is created first as the next edition. What the source breaks (each item's problems) or the hub cannot create stays behind, counted; the rest is copied. Answers the diff and a plan_id; apply_plan writes.",
  input: planCopyInput,
  output: planOutput,
  annotations: READ_ONLY,
  scope: 'read',
  async run(input, ctx) {
    const plan = await computeCopyPlan(ctx.hub, input, ctx.timeZone);
    const kept = await keepPlan(ctx, {
      kind: 'event_copy',
      eventCode: plan.target,
      input,
      hash: plan.hash,
    });
    return planAnswer(plan.items, kept, plan.target);
  },
});
