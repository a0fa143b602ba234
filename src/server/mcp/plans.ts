import crypto from 'node:crypto';

/*
 * Every write an agent makes is planned first: the plan is kept with a hash of the hub state
 * it was computed from, expires, and is applied at most once (a second apply answers the
 * first outcome). Memory for stdio (one process, one agent); the dashboard server keeps them
 * in its database (plan-table.ts), so two instances behind one balancer share them.
 */

export const PLAN_TTL_MS = 30 * 60_000;

export type PlanKind = 'event_config' | 'event_copy' | 'cleanup' | 'spreadsheet';

export interface StoredPlan {
  id: string;
  kind: PlanKind;
  /** The event the plan writes to (a copy's target). */
  eventCode: string;
  /** What apply needs to do it again from the inputs: the tool's own shape. */
  input: unknown;
  /** Hash of the hub state the plan was computed from. */
  stateHash: string;
  keyFingerprint: string;
  createdAt: number;
  expiresAt: number;
  /** Set once, by the one apply that claimed it. */
  status: 'planned' | 'applying' | 'applied';
  outcome: unknown;
}

export interface PlanStore {
  save(plan: Omit<StoredPlan, 'status' | 'outcome'>): Promise<void>;
  find(id: string): Promise<StoredPlan | null>;
  /** Takes the plan for applying; false when another apply has it (or had it). */
  claim(id: string): Promise<boolean>;
  /** Gives a claimed plan back (its state was stale or the apply could not start). */
  release(id: string): Promise<void>;
  finish(id: string, outcome: unknown): Promise<void>;
}

export const newPlanId = () => `plan_${crypto.randomBytes(12).toString('base64url')}`;

/** A stable hash of JSON-like state: keys sorted, so the same state always hashes the same. */
export function stateHash(state: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(state)))
    .digest('hex');
}

/** Plans of one process (stdio, tests). */
export class MemoryPlanStore implements PlanStore {
  private readonly plans = new Map<string, StoredPlan>();

  constructor(private readonly now: () => number = Date.now) {}

  async save(plan: Omit<StoredPlan, 'status' | 'outcome'>) {
    for (const [id, kept] of this.plans)
      if (kept.expiresAt < this.now() && kept.status !== 'applied') this.plans.delete(id);
    this.plans.set(plan.id, { ...plan, status: 'planned', outcome: null });
  }

  async find(id: string) {
    const plan = this.plans.get(id);
    return plan ? { ...plan } : null;
  }

  async claim(id: string) {
    const plan = this.plans.get(id);
    if (!plan || plan.status !== 'planned') return false;
    plan.status = 'applying';
    return true;
  }

  async release(id: string) {
    const plan = this.plans.get(id);
    if (plan?.status === 'applying') plan.status = 'planned';
  }

  async finish(id: string, outcome: unknown) {
    const plan = this.plans.get(id);
    if (plan) Object.assign(plan, { status: 'applied', outcome });
  }
}
