import { ComingSoon } from '@/web/components/coming-soon';
import { useI18n } from '@/web/i18n/i18n';
import type { MessageKey } from '@/web/i18n/messages';

/** A tab whose screen arrives in a later issue: the route exists, the content says so. */
export function ComingSoonTab({ label }: { label: MessageKey }) {
  const { t } = useI18n();
  return <ComingSoon section={t(label)} />;
}
