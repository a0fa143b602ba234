import { Button, Group, Stack, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { deleteResults } from '@/web/api/cleanup';
import {
  CountedDeleteFeedback,
  CountedDeleteModal,
  useCountedDelete,
  type BulkDeleteProps,
} from './counted-delete';
import { PageSection } from './page-section';

export function ResultsCleanup({ eventCode, extensions, invalidates }: BulkDeleteProps) {
  const { t } = useI18n();
  const flow = useCountedDelete({
    extensions,
    invalidates,
    run: (_input: void, dryRun) => deleteResults(eventCode, dryRun),
  });

  return (
    <PageSection title={t('cleanup.results.title')} description={t('cleanup.results.description')}>
      <Stack gap="md">
        <CountedDeleteFeedback
          flow={flow}
          nothing={t('cleanup.results.nothing')}
          deleted={(count) => t('cleanup.results.deleted', { count })}
        />
        <Group>
          <Button
            color="red"
            variant="light"
            loading={flow.preview.isPending}
            onClick={() => void flow.start()}
          >
            {t('cleanup.results.review')}
          </Button>
        </Group>
      </Stack>
      <CountedDeleteModal
        flow={flow}
        eventCode={eventCode}
        title={t('cleanup.results.confirmTitle')}
        confirmLabel={t('cleanup.results.confirm')}
        wouldDeleteKey="cleanup.results.wouldDelete"
      >
        <Text size="sm">{t('cleanup.results.description')}</Text>
      </CountedDeleteModal>
    </PageSection>
  );
}
