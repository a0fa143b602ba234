import {
  runChecklist as runChecks,
  type ChecklistCheck,
  type ChecklistInput,
  type ChecklistItem as CheckedItem,
  type SkippedCheck as SkippedRun,
} from '@/contract/event-checklist';
import type { MessageKey } from '@/web/i18n/messages';

export {
  CHECKLIST_CHECKS,
  type ChecklistCheck,
  type ChecklistInput,
  type ChecklistSource,
  type ChecklistTab,
} from '@/contract/event-checklist';

/* The review's checks (src/contract/event-checklist.ts) in the page's words. */

export interface ChecklistItem extends CheckedItem {
  messageKey: MessageKey;
}

export interface SkippedCheck extends SkippedRun {
  messageKey: MessageKey;
}

export interface Checklist {
  items: ChecklistItem[];
  skipped: SkippedCheck[];
}

/** Each check's sentence (an item) and title (a check that could not run). */
const LABELS: Record<ChecklistCheck, { message: MessageKey; title: MessageKey }> = {
  'race-without-batch': {
    message: 'review.check.raceWithoutBatch',
    title: 'review.title.raceWithoutBatch',
  },
  'batch-outside-registration': {
    message: 'review.check.batchOutsideRegistration',
    title: 'review.title.batchOutsideRegistration',
  },
  'batch-after-race-start': {
    message: 'review.check.batchAfterRaceStart',
    title: 'review.title.batchAfterRaceStart',
  },
  'batch-overlap': { message: 'review.check.batchOverlap', title: 'review.title.batchOverlap' },
  'zero-price-paid-event': { message: 'review.check.zeroPrice', title: 'review.title.zeroPrice' },
  'select-without-options': {
    message: 'review.check.selectWithoutOptions',
    title: 'review.title.selectWithoutOptions',
  },
  'retention-incomplete': {
    message: 'review.check.retentionIncomplete',
    title: 'review.title.retentionIncomplete',
  },
  'active-without-races': {
    message: 'review.check.activeWithoutRaces',
    title: 'review.title.activeWithoutRaces',
  },
  'active-without-open-batch': {
    message: 'review.check.activeWithoutOpenBatch',
    title: 'review.title.activeWithoutOpenBatch',
  },
  'active-without-retention': {
    message: 'review.check.activeWithoutRetention',
    title: 'review.title.activeWithoutRetention',
  },
  'ranked-race-without-category': {
    message: 'review.check.rankedRaceWithoutCategory',
    title: 'review.title.rankedRaceWithoutCategory',
  },
  'open-without-active-batch': {
    message: 'review.check.openWithoutActiveBatch',
    title: 'review.title.openWithoutActiveBatch',
  },
  'race-far-from-event': {
    message: 'review.check.raceFarFromEvent',
    title: 'review.title.raceFarFromEvent',
  },
  'race-on-other-day': {
    message: 'review.check.raceOnOtherDay',
    title: 'review.title.raceOnOtherDay',
  },
  'batch-after-event-start': {
    message: 'review.check.batchAfterEventStart',
    title: 'review.title.batchAfterEventStart',
  },
  'race-over-limit': { message: 'review.check.raceOverLimit', title: 'review.title.raceOverLimit' },
  'kids-race-ranked': {
    message: 'review.check.kidsRaceRanked',
    title: 'review.title.kidsRaceRanked',
  },
  'unknown-event-status': {
    message: 'review.check.unknownEventStatus',
    title: 'review.title.unknownStatus',
  },
  'unknown-race-status': {
    message: 'review.check.unknownRaceStatus',
    title: 'review.title.unknownRaceStatus',
  },
};

/** Every rule of the configuration review, run on what the hub could give. */
export function runChecklist(input: ChecklistInput): Checklist {
  const { items, skipped } = runChecks(input);
  return {
    items: items.map((item) => ({ ...item, messageKey: LABELS[item.check].message })),
    skipped: skipped.map((skip) => ({ ...skip, messageKey: LABELS[skip.check].title })),
  };
}
