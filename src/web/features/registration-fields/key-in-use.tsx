import { Alert } from '@mantine/core';
import { InfoIcon } from '@/web/components/icons';
import { lazyDialog } from '@/web/components/lazy-dialog';
import { useI18n } from '@/web/i18n/i18n';
import { KeyUseList, type KeyChange, type KeyInUseModalProps, type KeyUse } from './key-use-list';

export const keyInUse = (use: KeyUse) => use.fields.length > 0 || use.registrations !== 0;

/** Under the key input while it differs from the saved one. */
export function KeyInUseAlert({ savedKey, nextKey, use }: KeyChange & { use: KeyUse }) {
  const { t } = useI18n();
  if (!keyInUse(use)) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<InfoIcon />}
      title={t('registrationFields.keyInUse.title', { key: savedKey })}
    >
      <KeyUseList savedKey={savedKey} nextKey={nextKey} use={use} />
    </Alert>
  );
}

/** Saving a changed key that is in use: said again, and confirmed. */
export const KeyInUseModal = lazyDialog<KeyInUseModalProps>(
  () => import('./key-in-use-modal').then((m) => m.KeyInUseModal),
  (props) => props.use !== null,
);
