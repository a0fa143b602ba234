import { z } from 'zod/mini';
import { dataEnvelope } from './common';
import {
  categoryIdentity,
  prizeRuleIdentity,
  type BatchConfig,
  type CategoryConfig,
  type EventConfig,
  type PrizeRuleConfig,
  type RaceConfig,
} from './event-config';
import { isWrite, type PlanItem } from './event-plan';
import type { HubEventState, HubTransport } from './event-sync';
import type { Modality } from './races';

/*
 * Applying a plan (issue 17): the writes, in the plan's order, through the same `HubTransport`
 * the reads use; each item of the file turned into the hub's body (names to ids).
 */

const created = dataEnvelope(
  z.object({ id: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)) }),
);

export type ItemOutcome =
  /** Written. */
  | 'done'
  /** Nothing to write. */
  | 'unchanged'
  /** Not written: the hub cannot update it, or cannot say whether it exists. */
  | 'skipped'
  /** The hub refused it, or did not answer: applying stopped here. */
  | 'failed'
  /** After a failure: not tried. */
  | 'not_tried';

export interface ItemResult {
  item: PlanItem;
  outcome: ItemOutcome;
  /** Why it failed: what the client threw (the hub's answer, or this module's own words). */
  error?: unknown;
}

export interface ApplyReport {
  results: ItemResult[];
  /** Every item done, unchanged or (for what API v1 cannot update or see) reported. */
  complete: boolean;
}

/**
 * Writes what the plan creates or updates, in its order (races before the batches that price
 * them). The first failure stops it: what was done is reported, and a new plan (read again)
 * continues from there.
 */
export async function applyPlan(
  hub: HubTransport,
  state: HubEventState,
  config: EventConfig,
  plan: readonly PlanItem[],
  onProgress: (result: ItemResult, index: number) => void = () => undefined,
): Promise<ApplyReport> {
  const base = `/events/${encodeURIComponent(state.event.code)}`;
  const raceIds = new Map(state.raceIds);
  const results: ItemResult[] = [];
  let failed = false;
  for (const [index, item] of plan.entries()) {
    let result: ItemResult;
    if (failed) result = { item, outcome: 'not_tried' };
    else if (item.action === 'unchanged') result = { item, outcome: 'unchanged' };
    else if (!isWrite(item)) result = { item, outcome: 'skipped' };
    else {
      try {
        await writeItem(item);
        result = { item, outcome: 'done' };
      } catch (error) {
        failed = true;
        result = { item, outcome: 'failed', error };
      }
    }
    results.push(result);
    onProgress(result, index);
  }
  return {
    results,
    complete: results.every((r) => r.outcome === 'done' || r.outcome === 'unchanged'),
  };

  async function writeItem(item: PlanItem): Promise<void> {
    switch (item.kind) {
      case 'race': {
        const race = config.races.find((r) => r.code === item.key)!;
        const answer = await hub.send('POST', `${base}/races`, raceBody(race, state.modalities));
        raceIds.set(race.code.toUpperCase(), created.parse(answer).data.id);
        return;
      }
      case 'batch': {
        const batch = config.batches.find((b) => b.name === item.key)!;
        await hub.send('POST', `${base}/batches`, batchBody(batch, raceIds));
        return;
      }
      case 'registration_field': {
        const field = config.registration_fields.find((f) => f.key === item.key)!;
        if (item.action === 'create') {
          await hub.send('POST', `${base}/registration-fields`, field);
          return;
        }
        const id = state.fieldIds.get(field.key);
        const patch = Object.fromEntries(item.differs.map((d) => [d.field, d.after]));
        await hub.send('PATCH', `${base}/registration-fields/${id}`, patch);
        return;
      }
      case 'legal_discounts':
        await hub.send('PUT', `${base}/legal-discounts`, { discounts: config.legal_discounts });
        return;
      case 'retention':
        await hub.send('PUT', `${base}/retention`, { rules: config.retention });
        return;
      case 'category': {
        const category = config.categories!.find(
          (c) => c.race === item.race && c.name === item.key,
        )!;
        const path = `${racePath(category.race)}/categories`;
        if (item.action === 'create') {
          await hub.send('POST', path, childBody(category, state.modalities));
          return;
        }
        const id = state.categoryIds.get(categoryIdentity(category));
        await hub.send('PATCH', `${path}/${id}`, childPatch(item, category, state.modalities));
        return;
      }
      case 'prize_rule': {
        const rule = config.prize_rules!.find(
          (r) => r.race === item.race && String(r.seq) === item.key,
        )!;
        const path = `${racePath(rule.race)}/prize-rules`;
        if (item.action === 'create') {
          await hub.send('POST', path, childBody(rule, state.modalities));
          return;
        }
        const id = state.prizeRuleIds.get(prizeRuleIdentity(rule));
        await hub.send('PATCH', `${path}/${id}`, childPatch(item, rule, state.modalities));
        return;
      }
    }
  }

  /** A race's path by the id the hub gave it (created by this apply, or already there). */
  function racePath(code: string): string {
    const id = raceIds.get(code.toUpperCase());
    if (id === undefined) throw new Error(`O evento não tem a prova ${code}`);
    return `${base}/races/${id}`;
  }
}

/** A modality's id in the hub's catalogue, by name (case aside), for a race of the file. */
function modalityIdOf(catalogue: Modality[] | null, name: string, race: string): number {
  if (!catalogue)
    throw new Error(`O hub não lista suas modalidades: a prova ${race} usa modalidades`);
  const found = catalogue.find((m) => m.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`O hub não tem a modalidade ${name} (prova ${race})`);
  return found.id;
}

/** A category or prize rule of the file as the hub's create body: its race is the path's. */
function childBody(
  child: CategoryConfig | PrizeRuleConfig,
  catalogue: Modality[] | null,
): Record<string, unknown> {
  const { race: _race, modality, ...rest } = child;
  return modality ? { ...rest, modality_id: modalityIdOf(catalogue, modality, child.race) } : rest;
}

/** What differs, as the hub's PATCH body (a modality by its id). */
function childPatch(
  item: PlanItem,
  child: CategoryConfig | PrizeRuleConfig,
  catalogue: Modality[] | null,
): Record<string, unknown> {
  return Object.fromEntries(
    item.differs.map((d) =>
      d.field === 'modality'
        ? [
            'modality_id',
            typeof d.after === 'string' ? modalityIdOf(catalogue, d.after, child.race) : null,
          ]
        : [d.field, d.after],
    ),
  );
}

/** A race of the file as the hub's create body: modalities from names to the catalogue's ids. */
function raceBody(race: RaceConfig, catalogue: Modality[] | null): Record<string, unknown> {
  const { modalities, default_modality, ...rest } = race;
  if (!modalities?.length && !default_modality) return rest;
  const idOf = (name: string) => modalityIdOf(catalogue, name, race.code);
  return {
    ...rest,
    ...(modalities?.length ? { modality_ids: modalities.map(idOf) } : {}),
    ...(default_modality ? { default_modality_id: idOf(default_modality) } : {}),
  };
}

/** A batch of the file as the hub's create body: prices from race codes to race ids. */
function batchBody(batch: BatchConfig, raceIds: Map<string, number>): Record<string, unknown> {
  const { prices, ...rest } = batch;
  const race_prices = Object.fromEntries(
    Object.entries(prices).map(([code, cents]) => {
      const id = raceIds.get(code.toUpperCase());
      if (id === undefined)
        throw new Error(`O evento não tem a prova ${code} (lote ${batch.name})`);
      return [String(id), cents];
    }),
  );
  return { ...rest, race_prices };
}
