import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dataEnvelope, idOrCode } from '@/contract/common';
import {
  applyRetentionFloor,
  duplicateOffsets,
  retentionPolicySchema,
  retentionPutSchema,
  toHundredths,
} from '@/contract/retention';
import type { HubApp } from '@/server/hub/create-router';
import type { HubServices } from '@/server/hub/context';
import type { Db } from '@/server/db/database';
import { retentionPolicies, retentionRules } from '@/server/db/schema';
import { HubError, validationFailed } from '@/server/hub/errors';
import { extensionsEnabled } from '@/server/hub/extension';
import { EXTENSION, bodyErrors, commonErrors, jsonBody, jsonContent } from '@/server/hub/openapi';
import { resolveEvent, resolveEventForWrite } from '@/server/hub/resolve';
import { retentionOut } from '@/server/hub/serialize';

const params = z.object({ event: idOrCode });

const put = createRoute({
  method: 'put',
  path: '/events/{event}/retention',
  summary: 'Replace the retention rules of the event override',
  description:
    'Percents total 100 (to 0.01; spec rule 4); `offset_days` under the floor (default -30) are raised to it and returned as applied; offsets distinct. Rules come back sorted by `offset_days`.',
  request: { params, body: jsonBody(retentionPutSchema) },
  responses: {
    200: jsonContent(dataEnvelope(retentionPolicySchema), 'The policy'),
    ...commonErrors,
    ...bodyErrors,
  },
});

const get = createRoute({
  method: 'get',
  path: '/events/{event}/retention',
  summary: 'The retention override of an event',
  ...EXTENSION,
  request: { params },
  responses: {
    200: jsonContent(dataEnvelope(retentionPolicySchema), 'The policy'),
    ...commonErrors,
  },
});

async function policyOf(db: Db, eventId: number) {
  const [policy] = await db
    .select()
    .from(retentionPolicies)
    .where(eq(retentionPolicies.eventId, eventId));
  if (!policy) return null;
  const rules = await db
    .select()
    .from(retentionRules)
    .where(eq(retentionRules.policyId, policy.id));
  return retentionOut(policy, rules);
}

export function registerRetention(app: HubApp, services: HubServices) {
  const { hubId, retentionFloorDays } = services.settings;

  app.openapi(put, async (c) => {
    const { event: eventParam } = c.req.valid('param');
    const body = c.req.valid('json');
    const { rules } = applyRetentionFloor(body.rules, retentionFloorDays);
    const dupes = duplicateOffsets(rules);
    if (dupes.length)
      throw validationFailed(
        Object.fromEntries(
          dupes.map((i) => [
            `rules.${i}.offset_days`,
            [`Prazo repetido (${rules[i].offset_days} dias, após o piso de ${retentionFloorDays})`],
          ]),
        ),
      );
    const data = await services.database.run((db) =>
      db.transaction(async (tx) => {
        const event = await resolveEventForWrite(tx, eventParam);
        const now = new Date();
        const [policy] = await tx
          .insert(retentionPolicies)
          .values({ hubId, eventId: event.id, scope: 'event', status: 'active' })
          .onConflictDoUpdate({
            target: retentionPolicies.eventId,
            set: { updatedAt: now, status: 'active' },
          })
          .returning();
        await tx.delete(retentionRules).where(eq(retentionRules.policyId, policy.id));
        await tx.insert(retentionRules).values(
          rules.map((r) => ({
            policyId: policy.id,
            percentHundredths: toHundredths(r.percent),
            offsetDays: r.offset_days,
            anchor: 'event_date',
          })),
        );
        return policyOf(tx, event.id);
      }),
    );
    return c.json({ data: data! }, 200);
  });

  if (!extensionsEnabled(services)) return;

  app.openapi(get, async (c) => {
    const { event } = c.req.valid('param');
    const data = await services.database.run(async (db) =>
      policyOf(db, (await resolveEvent(db, event)).id),
    );
    if (!data) throw new HubError('not_found', 'Este evento não tem regras de repasse próprias.');
    return c.json({ data }, 200);
  });
}
