import type { MessageKey } from '@/web/i18n/keys';
import { coreEn } from './core';
import { batchesEn } from './batches';
import { categoriesEn } from './categories';
import { cleanupEn } from './cleanup';
import { cleanupUndoEn } from './cleanup-undo';
import { dateInputEn } from './date-input';
import { eventOverviewEn } from './event-overview';
import { salespeopleEn } from './salespeople';
import { errorsEn, hubTextEn as errorsHubTextEn } from './errors';
import { eventConfigEn } from './event-config';
import { eventMoveEn } from './event-move';
import { eventSettingsEn } from './event-settings';
import { importReviewEn } from './import-review';
import { importToolsEn } from './import-tools';
import { importRowsEn, importsEn } from './imports';
import { legalDiscountsEn } from './legal-discounts';
import { prizesEn } from './prizes';
import { racesEn } from './races';
import { registrationFieldsEn } from './registration-fields';
import { registrationsEn } from './registrations';
import { resultsEn } from './results';
import { retentionEn } from './retention';
import { reviewEn } from './review';
import { reviewLawEn } from './review-law';
import { historyEn } from './history';
import { historyWordsEn } from './history-words';
import { hubAboutEn } from './hub-about';

export { translateHubText } from '../hub-text-engine';
export { default as zodEnglish } from 'zod/v4/locales/en.js';

/** The hub's messages, and the import review's rows, which read the same way. */
export const hubTextEn: Record<string, string> = { ...errorsHubTextEn, ...importRowsEn };

/** Every English label of the app: loaded as one chunk, by `loadEnglish`, only in English. */
export const english: Record<MessageKey, string> = {
  ...coreEn,
  ...batchesEn,
  ...categoriesEn,
  ...cleanupEn,
  ...cleanupUndoEn,
  ...dateInputEn,
  ...eventOverviewEn,
  ...salespeopleEn,
  ...errorsEn,
  ...eventConfigEn,
  ...eventMoveEn,
  ...eventSettingsEn,
  ...importReviewEn,
  ...importToolsEn,
  ...importsEn,
  ...legalDiscountsEn,
  ...prizesEn,
  ...racesEn,
  ...registrationFieldsEn,
  ...registrationsEn,
  ...resultsEn,
  ...retentionEn,
  ...reviewEn,
  ...reviewLawEn,
  ...historyEn,
  ...historyWordsEn,
  ...hubAboutEn,
};
