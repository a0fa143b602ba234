import type { PlanItem } from '@/contract/event-plan';
import type { ItemResult } from '@/contract/event-sync';

/* `npm run event` in words: the plan and each result as a person reads them. */

const SIGN: Record<PlanItem['action'], string> = {
  create: '+',
  unchanged: '=',
  update: '~',
  cannot_update: '!',
  unknown: '?',
};
const ACTION_TEXT: Record<PlanItem['action'], string> = {
  create: 'create',
  unchanged: 'unchanged',
  update: 'update',
  cannot_update: 'differs: cannot update through API v1',
  unknown: 'unknown: the hub cannot list it',
};
const KIND_TEXT: Record<PlanItem['kind'], string> = {
  race: 'race',
  batch: 'batch',
  registration_field: 'field',
  legal_discounts: 'legal discounts',
  retention: 'retention',
};

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** An item as the lines name it: `race 21K`, `legal discounts`. */
const itemName = (item: PlanItem) =>
  item.kind === item.key ? KIND_TEXT[item.kind] : `${KIND_TEXT[item.kind]} ${item.key}`;

/** What differs: a field on one line; a replaced list as its entries before and after. */
function diffLines(item: PlanItem): string[] {
  return item.differs.flatMap((d) =>
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
};

export function resultLine({ item, outcome, error }: ItemResult): string {
  const why = error
    ? (error as Error).message
    : outcome === 'skipped'
      ? SKIP_REASON[item.action]
      : '';
  return `  ${itemName(item)}: ${RESULT_TEXT[outcome]}${why ? ` (${why})` : ''}`;
}
