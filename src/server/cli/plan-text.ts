import type { PlanItem } from '@/contract/event-plan';
import type { ItemResult } from '@/contract/event-apply';

/* `npm run event` in words: the plan and each result as a person reads them. */

const SIGN: Record<PlanItem['action'], string> = {
  create: '+',
  unchanged: '=',
  update: '~',
  cannot_update: '!',
  unknown: '?',
  unsupported: '-',
  invalid: 'x',
};
const ACTION_TEXT: Record<PlanItem['action'], string> = {
  create: 'create',
  unchanged: 'unchanged',
  update: 'update',
  cannot_update: 'differs: cannot update through API v1',
  unknown: 'unknown: the hub cannot list it',
  unsupported: 'left behind: this hub cannot create it',
  invalid: 'left behind: breaks a rule',
};
const KIND_TEXT: Record<PlanItem['kind'], string> = {
  race: 'race',
  batch: 'batch',
  registration_field: 'field',
  legal_discounts: 'legal discounts',
  retention: 'retention',
  category: 'category',
  prize_rule: 'prize rule',
};

const KIND_PLURAL: Record<PlanItem['kind'], string> = {
  ...KIND_TEXT,
  race: 'races',
  batch: 'batches',
  registration_field: 'fields',
  category: 'categories',
  prize_rule: 'prize rules',
};

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** An item as the lines name it: `race 21K`, `legal discounts`, `prize rule 21K #2`. */
function itemName(item: PlanItem): string {
  if (item.kind === item.key) return KIND_TEXT[item.kind];
  const key = item.kind === 'prize_rule' ? `#${item.key}` : item.key;
  return `${KIND_TEXT[item.kind]} ${item.race ? `${item.race} ` : ''}${key}`;
}

/** "39 categories and 13 prize rules": the items of `action`, counted by kind. */
function countedKinds(plan: readonly PlanItem[], action: PlanItem['action']): string {
  const counts = new Map<PlanItem['kind'], number>();
  for (const item of plan)
    if (item.action === action) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
  // The lists replaced at once are one item each: named, not counted.
  const parts = [...counts].map(([kind, n]) =>
    kind === 'legal_discounts' || kind === 'retention'
      ? KIND_TEXT[kind]
      : `${n} ${n === 1 ? KIND_TEXT[kind] : KIND_PLURAL[kind]}`,
  );
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}

/** What differs: a field on one line; a replaced list as its entries before and after. */
function diffLines(item: PlanItem): string[] {
  const problems = (item.problems ?? []).map(
    (p) => `      ${p.field ? `${p.field}: ` : ''}${p.message}`,
  );
  return problems.concat(
    item.differs.flatMap((d) =>
      Array.isArray(d.after)
        ? [
            '      before:',
            ...(Array.isArray(d.before) && d.before.length
              ? d.before.map((entry) => `        ${show(entry)}`)
              : ['        (none)']),
            '      after:',
            ...d.after.map((entry) => `        ${show(entry)}`),
          ]
        : [`      ${d.field}: ${show(d.before)} -> ${show(d.after)}`],
    ),
  );
}

/** The plan as a person reads it: a line per item, what differs under it, then the counts. */
export function planText(plan: readonly PlanItem[]): string {
  const width = Math.max(0, ...plan.map((item) => itemName(item).length)) + 2;
  const lines = plan.flatMap((item) => [
    `  ${SIGN[item.action]} ${itemName(item).padEnd(width)}${ACTION_TEXT[item.action]}`,
    ...diffLines(item),
  ]);
  const count = (action: PlanItem['action']) => plan.filter((i) => i.action === action).length;
  lines.push(
    `Plan: ${count('create')} to create, ${count('update')} to update, ${count('unchanged')} unchanged, ${count('cannot_update')} cannot update, ${count('unknown')} unknown.`,
  );
  if (count('unsupported'))
    lines.push(
      `${countedKinds(plan, 'unsupported')} left behind: this hub cannot create them (no such write in Management API v1).`,
    );
  if (count('invalid'))
    lines.push(
      `${countedKinds(plan, 'invalid')} left behind: the source breaks the rules listed under each (x); fix them there, or set them in the event after applying.`,
    );
  if (count('unknown'))
    lines.push(
      'This hub cannot list what the event has (no extension reads): items marked ? are not created unless --assume-empty says the event is empty.',
    );
  return lines.join('\n');
}

const RESULT_TEXT: Record<ItemResult['outcome'], string> = {
  done: 'done',
  unchanged: 'unchanged',
  skipped: 'skipped',
  failed: 'FAILED',
  not_tried: 'not tried',
};

const SKIP_REASON: Partial<Record<PlanItem['action'], string>> = {
  cannot_update: 'cannot update through API v1, which only creates races and batches',
  unknown: 'the hub cannot list it, so it may exist already; --assume-empty creates it',
  unsupported: 'this hub cannot create it',
  invalid: 'it breaks a rule',
};

export function resultLine({ item, outcome, error }: ItemResult): string {
  const why = error
    ? (error as Error).message
    : outcome === 'skipped'
      ? SKIP_REASON[item.action]
      : '';
  return `  ${itemName(item)}: ${RESULT_TEXT[outcome]}${why ? ` (${why})` : ''}`;
}
