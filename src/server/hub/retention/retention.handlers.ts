import { eq } from 'drizzle-orm';
import { applyRetentionFloor, duplicateOffsets, toHundredths } from '@/contract/retention';
import { retentionVersion } from '@/contract/versions';
import type { Db } from '@/server/db/database';
import { retentionPolicies, retentionRules } from '@/server/db/schema';
import type { HubHandler } from '@/server/hub/create-router';
import { validationFailed } from '@/server/hub/errors';
import { readEvent, writeEvent } from '@/server/hub/resolve';
import type * as routes from './retention.routes';
import { retentionOut } from './retention.serialize';

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

export const put: HubHandler<typeof routes.put> = async (c) => {
  const { database, settings } = c.var.services;
  const { hubId, retentionFloorDays } = settings;
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
  const { before, data } = await writeEvent(database, eventParam, async (tx, event) => {
    const before = await policyOf(tx, event.id);
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
    return { before, data: (await policyOf(tx, event.id))! };
  });
  c.set('replaced', { before: retentionVersion(before), after: retentionVersion(data) });
  return c.json({ data }, 200);
};

export const get: HubHandler<typeof routes.get> = async (c) => {
  const { database } = c.var.services;
  const { event } = c.req.valid('param');
  // An event without rules of its own is an answer, not an absence: `{data: null}`.
  const data = await readEvent(database, event, (db, { id }) => policyOf(db, id));
  return c.json({ data }, 200);
};
