import { useI18n } from '@/web/i18n/i18n';

/** `-15` -> "15 dias antes do evento". */
export function useRelativeDay() {
  const { t } = useI18n();
  return (offset: number) => {
    const n = Math.abs(offset);
    if (offset === 0) return t('retention.onDay');
    if (offset < 0) return n === 1 ? t('retention.beforeOne') : t('retention.before', { n });
    return n === 1 ? t('retention.afterOne') : t('retention.after', { n });
  };
}
