import { Button, Group, Modal, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';

/** "Leave with unsaved edits?": staying is the default (focused, and what Esc answers). */
export default function LeaveQuestion({
  opened,
  onAnswer,
}: {
  opened: boolean;
  onAnswer: (leave: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t('form.leave.title')}
      centered
      returnFocus
    >
      <Text size="sm">{t('form.leave.text')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button color="red" variant="light" onClick={() => onAnswer(true)}>
          {t('form.leave.discard')}
        </Button>
        <Button data-autofocus onClick={() => onAnswer(false)}>
          {t('form.leave.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
