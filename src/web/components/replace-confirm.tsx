import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorText } from '@/web/lib/hub-error';
import { AlertIcon } from './icons';
import { changedRows, VersionDiff, type VersionPair } from './version-diff';

export interface ReplaceConfirmProps {
  opened: boolean;
  title?: string;
  /** What the hub has now against what the save leaves; null while the hub is read. */
  pair: VersionPair | null;
  /** Reading what the hub has now failed. */
  readError?: unknown;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Before a replacing write (discounts, retention, a restore): what changes against what the
 * hub has now, read just before asking. Loaded the first time it opens (`lazyDialog`).
 */
export function ReplaceConfirm({
  opened,
  title,
  pair,
  readError,
  pending,
  onConfirm,
  onClose,
}: ReplaceConfirmProps) {
  const { t } = useI18n();
  const phone = useMediaQuery('(max-width: 36em)');
  const nothing = pair !== null && changedRows(pair).rows.length === 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t('diff.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('diff.cancel') }}
    >
      <Stack gap="md">
        {readError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {hubErrorText(readError)}
          </Alert>
        ) : pair === null ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('diff.loading')}</Text>
          </Group>
        ) : (
          <>
            <Text size="sm">{t('diff.intro')}</Text>
            <VersionDiff pair={pair} beforeLabel={t('diff.col.now')} />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('diff.cancel')}
          </Button>
          <Button
            onClick={onConfirm}
            loading={pending}
            disabled={pair === null || nothing || Boolean(readError)}
            data-autofocus
          >
            {t('diff.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
