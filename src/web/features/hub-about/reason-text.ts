import {
  HUB_EXTENSIONS,
  type ConsoleTab,
  type HubCheckReason,
  type HubExtensionId,
} from '@/contract/hub-check';
import type { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

type T = ReturnType<typeof useI18n>['t'];

const TAB: Record<ConsoleTab, MessageKey> = {
  events: 'nav.events',
  overview: 'tab.overview',
  eventSettings: 'hubAbout.tab.eventSettings',
  races: 'tab.races',
  batches: 'tab.batches',
  registrationFields: 'tab.registrationFields',
  legalDiscounts: 'tab.legalDiscounts',
  retention: 'tab.retention',
  imports: 'tab.imports',
  registrations: 'tab.registrations',
  results: 'tab.results',
  prizes: 'tab.prizes',
  cleanup: 'tab.cleanup',
  history: 'tab.history',
};

export const tabsOf = (t: T, id: HubExtensionId): string[] =>
  HUB_EXTENSIONS[id].tabs.map((tab) => t(TAB[tab]));

/** A list in a sentence, the first few and how many more. */
export function listText(t: T, items: readonly string[], max = 8): string {
  if (items.length <= max) return items.join(', ');
  return t('hubAbout.andMore', { list: items.slice(0, max).join(', '), n: items.length - max });
}

/** Why the verdict is what it is, one reason in the reader's language. */
export function reasonText(t: T, reason: HubCheckReason): string {
  switch (reason.code) {
    case 'key_refused':
      return t('hubAbout.reason.key_refused', { status: reason.status });
    case 'spec_endpoint_missing':
    case 'wrong_envelope':
    case 'error_envelope':
      return t(`hubAbout.reason.${reason.code}`, { path: reason.path });
    case 'endpoint_failed':
      return t('hubAbout.reason.endpoint_failed', {
        path: reason.path,
        status: reason.status ?? t('hubAbout.reason.noAnswer'),
      });
    case 'unreadable_fields':
      return t('hubAbout.reason.unreadable_fields', {
        path: reason.path,
        fields: listText(t, reason.fields),
      });
    case 'spec_only_mode':
    case 'no_event':
    case 'no_race':
      return t(`hubAbout.reason.${reason.code}`);
    case 'extension_absent':
      return t('hubAbout.reason.extension_absent', {
        path: HUB_EXTENSIONS[reason.extension].path,
        tabs: tabsOf(t, reason.extension).join(', '),
        without: t(`hubAbout.ext.${reason.extension}`),
      });
    case 'unknown_words':
      return t('hubAbout.reason.unknown_words', {
        words: reason.kinds.map(({ kind, words }) => `${kind} (${listText(t, words)})`).join('; '),
      });
    case 'local_date_times':
      return t('hubAbout.reason.local_date_times', {
        fields: listText(t, reason.fields, 4),
        zone: reason.time_zone,
      });
    case 'unreadable_dates':
      return t('hubAbout.reason.unreadable_dates', { fields: listText(t, reason.fields) });
  }
}
