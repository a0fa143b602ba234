import { Button, Group, Modal } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { KeyUseList, type KeyInUseModalProps } from './key-use-list';

/** Saving a changed key that is in use: said again, and confirmed. */
export function KeyInUseModal({ savedKey, nextKey, use, onConfirm, onCancel }: KeyInUseModalProps) {
  const { t } = useI18n();
  return (
    <Modal
      opened={use !== null}
      onClose={onCancel}
      centered
      title={t('registrationFields.keyInUse.confirmTitle', { key: savedKey, next: nextKey })}
    >
      {use && <KeyUseList savedKey={savedKey} nextKey={nextKey} use={use} />}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button color="orange" variant="light" onClick={onConfirm}>
          {t('registrationFields.keyInUse.confirm')}
        </Button>
        <Button data-autofocus onClick={onCancel}>
          {t('registrationFields.keyInUse.review')}
        </Button>
      </Group>
    </Modal>
  );
}
