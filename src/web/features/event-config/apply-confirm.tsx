import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';

export interface ApplyConfirmProps {
  opened: boolean;
  count: number;
  eventName: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before the plan's writes go to the hub. */
export function ApplyConfirm({ opened, count, eventName, onClose, onConfirm }: ApplyConfirmProps) {
  const { t } = useI18n();
  return (
    <Modal opened={opened} onClose={onClose} title={t('eventConfig.apply.title')} centered>
      <Stack>
        <Text size="sm">{t('eventConfig.apply.confirm', { count, event: eventName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('eventConfig.cancel')}
          </Button>
          <Button data-autofocus onClick={onConfirm}>
            {t('eventConfig.apply', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
