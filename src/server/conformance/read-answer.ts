import type { z } from 'zod/mini';
import { paginationLinksSchema, paginationMetaSchema } from '@/contract/common';
import type { HubCheckFinding } from '@/contract/hub-check';
import { exampleOf, Findings, type Observations } from './observations';
import { nameAt, stepInto, walkValue } from './schema-walk';

/*
 * One answer of the hub against the spec's envelope and the contract's lenient schema of its
 * items: the envelope right or not, and, field by field, what the console reads leniently,
 * shows as text, or cannot read at all (the schema refuses it, as the console's reader would).
 */

/**
 * `{data, meta, links}`, `{data: [...]}`, `{data: {...}}`, `{data: {...}}` or `{data: null}` (a
 * read of something an event may not have, its own retention rules), or the import status, flat.
 */
export type Envelope = 'page' | 'list' | 'one' | 'one-or-none' | 'flat';

type ItemSchema = z.ZodMiniType;

export interface AnswerReading {
  envelopeOk: boolean;
  findings: HubCheckFinding[];
  /** The items as the hub sent them, for what the check asks next. */
  items: Record<string, unknown>[];
}

/** Items parsed at most: a list's first page tells how the hub writes it. */
const ITEMS_PARSED = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function envelopeItems(body: unknown, envelope: Envelope): unknown[] | null {
  if (!isObject(body)) return null;
  switch (envelope) {
    case 'page':
      return Array.isArray(body.data) && isObject(body.meta) && isObject(body.links)
        ? body.data
        : null;
    case 'list':
      return Array.isArray(body.data) ? body.data : null;
    case 'one':
      return isObject(body.data) ? [body.data] : null;
    case 'one-or-none':
      return body.data === null ? [] : isObject(body.data) ? [body.data] : null;
    case 'flat':
      // The spec's import status has no `data` wrapper.
      return 'import_id' in body ? [body] : null;
  }
}

/** The field a path of zod's issue points at, named as the walk names it. */
function fieldOf(schema: ItemSchema, root: string, path: readonly PropertyKey[]): string {
  let current: { schema: z.core.$ZodType; field: string } = { schema, field: root };
  for (const [i, key] of path.entries()) {
    const next = stepInto(current.schema, current.field, key as string | number);
    if (!next) return [current.field, ...path.slice(i).map(String)].join('.');
    current = next;
  }
  return current.field;
}

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      isObject(at) || Array.isArray(at) ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

function parseItem(item: unknown, schema: ItemSchema, root: string, findings: Findings): void {
  const parsed = schema.safeParse(item);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const at = valueAt(item, issue.path);
    findings.add(
      fieldOf(schema, root, issue.path),
      at === undefined ? 'missing_field' : 'wrong_type',
      'broken',
      at,
    );
  }
}

/** Reads a 2xx answer: its envelope, then each item as the walk and the schema see it. */
export function readAnswer(
  body: unknown,
  isJson: boolean,
  envelope: Envelope,
  schema: ItemSchema,
  seen: Observations,
): AnswerReading {
  const findings = new Findings();
  if (!isJson) {
    findings.add('(body)', 'not_json', 'broken', typeof body === 'string' ? body : undefined);
    return { envelopeOk: false, findings: findings.list(), items: [] };
  }
  const items = envelopeItems(body, envelope);
  if (items === null) {
    const keys = isObject(body) ? Object.keys(body) : body;
    findings.add('(body)', 'wrong_envelope', 'broken', keys);
    return { envelopeOk: false, findings: findings.list(), items: [] };
  }
  let envelopeOk = true;
  if (envelope === 'page' && isObject(body)) {
    for (const [key, part] of [
      ['meta', paginationMetaSchema],
      ['links', paginationLinksSchema],
    ] as const) {
      walkValue(body[key], part, key, { findings, seen });
      if (!part.safeParse(body[key]).success) {
        envelopeOk = false;
        findings.add(key, 'wrong_envelope', 'broken', body[key]);
      }
    }
  }
  const root = nameAt(schema, 'data[]');
  const walked = items.slice(0, ITEMS_PARSED);
  for (const item of walked) {
    walkValue(item, schema, root, { findings, seen });
    parseItem(item, schema, root, findings);
  }
  return {
    envelopeOk,
    findings: findings.list(),
    items: walked.filter(isObject),
  };
}

/** An error answer: the spec's `{error, message, details}`, or not (then said by its body). */
export function errorEnvelopeFinding(body: unknown, isJson: boolean): HubCheckFinding | null {
  if (
    isJson &&
    isObject(body) &&
    typeof body.error === 'string' &&
    typeof body.message === 'string'
  )
    return null;
  return {
    field: '(body)',
    code: 'error_envelope',
    effect: 'text',
    count: 1,
    example: exampleOf(isObject(body) ? Object.keys(body) : body),
  };
}
