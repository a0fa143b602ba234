import { z } from 'zod';
import { computeConfigPlan } from '../event-plans';
import { keepPlan, planAnswer, planOutput } from '../plan-answer';
import { defineTool, READ_ONLY } from '../tool';

export const planConfigInput = z.object({
  event: z.string().min(1).describe('The event code (or id) to configure.'),
  config: z
    .object({
      version: z.literal(1).optional(),
      event: z.object({ code: z.string(), name: z.string(), date: z.string() }).optional(),
      races: z.array(z.record(z.string(), z.unknown())).optional(),
      batches: z.array(z.record(z.string(), z.unknown())).optional(),
      registration_fields: z.array(z.record(z.string(), z.unknown())).optional(),
      legal_discounts: z.array(z.record(z.string(), z.unknown())).optional(),
      retention: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .describe(
      'An event-as-code file (export_event_config gives one), whole or only some sections: a section left out stays as the event has it.',
    ),
  shift_dates: z
    .boolean()
    .default(false)
    .describe(
      "Move race starts and batch windows by the days between the file's event date and this event's.",
    ),
});

export const planEventConfig = defineTool({
  name: 'plan_event_config',
  title: 'Plan an event configuration',
  description:
    'Compares a configuration (races, batches, registration fields, legal discounts, retention) with the event on the hub and answers the diff and a plan_id. Writes nothing: apply_plan does, after a person agreed.',
  input: planConfigInput,
  output: planOutput,
  annotations: READ_ONLY,
  scope: 'read',
  async run(input, ctx) {
    const plan = await computeConfigPlan(
      ctx.hub,
      { ...input, config: input.config as never },
      ctx.timeZone,
    );
    const kept = await keepPlan(ctx, {
      kind: 'event_config',
      eventCode: plan.target,
      input,
      hash: plan.hash,
    });
    return planAnswer(plan.items, kept, plan.target);
  },
});
