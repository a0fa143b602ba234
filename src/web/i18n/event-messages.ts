import type { categories } from './features/categories';
import type { cleanupUndo } from './features/cleanup-undo';
import type { eventConfig } from './features/event-config';
import type { eventMove } from './features/event-move';
import type { eventSettings } from './features/event-settings';
import type { importReview } from './features/import-review';
import type { registrations } from './features/registrations';
import type { results } from './features/results';
import type { review } from './features/review';
import type { reviewLaw } from './features/review-law';
import type { cleanup } from './features/cleanup';
import type { importTools } from './features/import-tools';
import type { imports } from './features/imports';
import { batches } from './features/batches';
import { eventOverview } from './features/event-overview';
import { legalDiscounts } from './features/legal-discounts';
import { registrationFields } from './features/registration-fields';
import { prizes } from './features/prizes';
import { races } from './features/races';
import { retention } from './features/retention';
import type { history } from './features/history';
import type { historyWords } from './features/history-words';

/**
 * The labels of an event's tabs (one file per feature in i18n/features, defineMessages checks
 * both languages have the same keys). The event route's chunk adds them, so the first page
 * does not carry them.
 * A tuple: an array literal would reduce the features to a common supertype and drop their keys.
 */
export const EVENT_FEATURES = [
  eventOverview,
  races,
  batches,
  registrationFields,
  legalDiscounts,
  retention,
  prizes,
] as const;

/**
 * Labels loaded with the code that shows them (the imports and clean-up tabs, the results tab,
 * the import review's podium, the overview's review), not with every event tab: `addMessages`
 * where that code starts. The imports' labels were a third of the event layout's chunk, which
 * every page of an event waits for before its first paint.
 */
export type LazyEventFeatures =
  | typeof imports
  | typeof importTools
  | typeof cleanup
  | typeof categories
  | typeof cleanupUndo
  | typeof results
  | typeof importReview
  | typeof registrations
  | typeof eventConfig
  | typeof eventMove
  | typeof eventSettings
  | typeof review
  | typeof reviewLaw
  | typeof history
  | typeof historyWords;
