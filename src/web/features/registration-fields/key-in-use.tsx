import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { RegistrationField } from '@/contract/registration-fields';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';

/** What knows a field by its key: other fields naming it, and the event's registrations. */
export interface KeyUse {
  fields: readonly RegistrationField[];
  /** How many registrations the event has; null when the hub does not say. */
  registrations: number | null;
}

interface KeyChange {
  savedKey: string;
  nextKey: string;
}

export const keyInUse = (use: KeyUse) => use.fields.length > 0 || use.registrations !== 0;

function KeyUseList({ savedKey, nextKey, use }: KeyChange & { use: KeyUse }) {
  const { t, format } = useI18n();
  return (
    <Stack gap={6}>
      <List size="sm" spacing={4}>
        {use.fields.length > 0 && (
          <List.Item>
            {t('registrationFields.keyInUse.fields', {
              count: use.fields.length,
              fields: use.fields.map((f) => f.label).join(', '),
            })}
          </List.Item>
        )}
        {use.registrations === null ? (
          <List.Item>{t('registrationFields.keyInUse.unknown', { key: savedKey })}</List.Item>
        ) : (
          use.registrations > 0 && (
            <List.Item>
              {t('registrationFields.keyInUse.registrations', {
                count: format.number(use.registrations),
                key: savedKey,
              })}
            </List.Item>
          )
        )}
      </List>
      {nextKey && (
        <Text size="sm">{t('registrationFields.keyInUse.after', { next: nextKey })}</Text>
      )}
    </Stack>
  );
}

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
export function KeyInUseModal({
  savedKey,
  nextKey,
  use,
  onConfirm,
  onCancel,
}: KeyChange & { use: KeyUse | null; onConfirm: () => void; onCancel: () => void }) {
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
