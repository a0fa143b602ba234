import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useI18n } from '@/web/i18n/i18n';
import { ACCEPT } from './source-step';
import type { PendingUpload } from './upload-store';

/** An upload a previous visit left half sent: the same file picks it up where it stopped. */
export function ResumeNotice({
  pending,
  onFile,
  onDiscard,
}: {
  pending: PendingUpload;
  onFile: (file: File) => void;
  onDiscard: () => void;
}) {
  const { t, format } = useI18n();
  const accepted = Object.keys(pending.sent).length;
  return (
    <Alert color="orange" variant="light" title={t('imports.resume.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('imports.resume.description', {
            file: pending.fileName,
            race: pending.raceCode,
            accepted,
            total: pending.chunksTotal,
            date: format.dateTime(pending.savedAt),
          })}
        </Text>
        <Group align="flex-end" gap="md">
          <Input.Wrapper label={t('imports.resume.pick')} id="imports-resume-file">
            <input
              id="imports-resume-file"
              type="file"
              accept={ACCEPT}
              onChange={(event) => {
                const picked = event.currentTarget.files?.[0];
                if (picked) onFile(picked);
              }}
              style={{ display: 'block', paddingTop: 6 }}
            />
          </Input.Wrapper>
          <Button variant="default" onClick={onDiscard}>
            {t('imports.resume.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
