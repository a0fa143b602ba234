import { discountToConfig, retentionToConfig } from './event-config-mapping';
import type { LegalDiscount } from './legal-discounts';
import type { RetentionPolicy } from './retention';

/**
 * The versions a replacing write (`PUT` legal discounts, retention) leaves, as the change
 * history keeps them (issue 18): each is its own `PUT` body, so restoring one is sending it.
 * No schema is built here: the pages that diff versions load only these few functions.
 */

export const REPLACED_KINDS = ['legal-discounts', 'retention'] as const;
export type ReplacedKind = (typeof REPLACED_KINDS)[number];
export const isReplacedKind = (kind: string): kind is ReplacedKind =>
  (REPLACED_KINDS as readonly string[]).includes(kind);

export interface DiscountVersionItem {
  type: string;
  discount_type: string;
  enabled: boolean;
  value: number;
  requires_proof: boolean;
}
export interface DiscountsVersion {
  discounts: DiscountVersionItem[];
}
export interface RetentionVersion {
  rules: { percent: number; offset_days: number }[];
}

const byType = (a: { type: string }, b: { type: string }) => a.type.localeCompare(b.type);

export const discountsVersion = (list: readonly LegalDiscount[]): DiscountsVersion => ({
  discounts: list.map(discountToConfig).sort(byType),
});
export const retentionVersion = (policy: RetentionPolicy | null): RetentionVersion | null =>
  policy ? { rules: retentionToConfig(policy) } : null;

/**
 * What the hub holds after a discounts `PUT` of `body` over `current`: a bulk upsert, so the
 * types the body leaves out stay as they are, and a flag it leaves out keeps its value (or its
 * default on a new type).
 */
export function discountsAfterPut(
  current: DiscountsVersion | null,
  body: { discounts: readonly Partial<DiscountVersionItem>[] },
): DiscountsVersion {
  const merged = new Map((current?.discounts ?? []).map((d) => [d.type, d]));
  for (const d of body.discounts) {
    if (!d.type) continue;
    const was = merged.get(d.type);
    merged.set(d.type, {
      type: d.type,
      discount_type: d.discount_type ?? was?.discount_type ?? 'percent',
      value: d.value ?? was?.value ?? 0,
      enabled: d.enabled ?? was?.enabled ?? true,
      requires_proof: d.requires_proof ?? was?.requires_proof ?? false,
    });
  }
  return { discounts: [...merged.values()].sort(byType) };
}

/** A stored version read back: the shape it must have, or null. */
export function asDiscountsVersion(value: unknown): DiscountsVersion | null {
  const list = (value as { discounts?: unknown } | null)?.discounts;
  if (!Array.isArray(list)) return null;
  const ok = list.every(
    (d: Partial<DiscountVersionItem> | null) =>
      typeof d?.type === 'string' &&
      typeof d.discount_type === 'string' &&
      typeof d.value === 'number' &&
      typeof d.enabled === 'boolean' &&
      typeof d.requires_proof === 'boolean',
  );
  return ok ? { discounts: list as DiscountVersionItem[] } : null;
}

export function asRetentionVersion(value: unknown): RetentionVersion | null {
  const rules = (value as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(rules)) return null;
  const ok = rules.every(
    (r: { percent?: unknown; offset_days?: unknown } | null) =>
      typeof r?.percent === 'number' && typeof r.offset_days === 'number',
  );
  return ok ? { rules: rules as RetentionVersion['rules'] } : null;
}
