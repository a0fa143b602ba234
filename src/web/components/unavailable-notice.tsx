import { Alert } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { InfoIcon } from './icons';

/** A read a spec-only hub does not offer: a notice, not an error. */
export function UnavailableNotice() {
  const { t } = useI18n();
  return (
    <Alert variant="light" color="gray" icon={<InfoIcon />} title={t('unavailable.title')}>
      {t('unavailable.description')}
    </Alert>
  );
}
