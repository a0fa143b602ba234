import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { agentPlans } from '@/server/db/schema';
import type { PlanStore, StoredPlan } from './plans';

/**
 * Plans in the dashboard server's database (`/mcp`): a claim is one conditional update, so of
 * two servers on one PostgreSQL only one applies a plan. Expired plans not applied are swept
 * on save; applied ones stay until then too, answering their first outcome.
 */
export class PlanTable implements PlanStore {
  constructor(
    private readonly database: Database,
    private readonly hub: string,
    private readonly now: () => number = Date.now,
  ) {}

  async save(plan: Omit<StoredPlan, 'status' | 'outcome'>) {
    await this.database.run(async (db) => {
      await db.delete(agentPlans).where(lt(agentPlans.expiresAt, this.now() - 24 * 3_600_000));
      await db.insert(agentPlans).values({ ...plan, hub: this.hub, status: 'planned' });
    });
  }

  async find(id: string): Promise<StoredPlan | null> {
    const [row] = await this.database.run((db) =>
      db
        .select()
        .from(agentPlans)
        .where(and(eq(agentPlans.id, id), eq(agentPlans.hub, this.hub))),
    );
    if (!row) return null;
    const { hub: _hub, outcome, ...plan } = row;
    return { ...plan, outcome: outcome ?? null };
  }

  async claim(id: string) {
    const claimed = await this.database.run((db) =>
      db
        .update(agentPlans)
        .set({ status: 'applying' })
        .where(and(eq(agentPlans.id, id), eq(agentPlans.status, 'planned')))
        .returning({ id: agentPlans.id }),
    );
    return claimed.length === 1;
  }

  async release(id: string) {
    await this.database.run((db) =>
      db
        .update(agentPlans)
        .set({ status: 'planned' })
        .where(and(eq(agentPlans.id, id), eq(agentPlans.status, 'applying'))),
    );
  }

  async finish(id: string, outcome: unknown) {
    await this.database.run((db) =>
      db
        .update(agentPlans)
        .set({ status: 'applied', outcome })
        .where(and(eq(agentPlans.id, id), ne(agentPlans.status, 'applied'))),
    );
  }
}
