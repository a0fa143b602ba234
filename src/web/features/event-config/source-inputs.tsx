import { Alert, FileInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { eventConfigSchema, type EventConfig } from '@/contract/event-config';
import { localizeHubText } from '@/web/i18n/hub-text';
import { useI18n } from '@/web/i18n/i18n';
// The problems listed are zod's messages too: in the reader's language.
import '@/web/i18n/zod-messages';

/* The copy page's sources: another event of the hub, or an exported file, and their problems. */

/** One problem of a file: where, and what (in the reader's language). */
export const issueLine = (issue: { path: PropertyKey[]; message: string }) =>
  `${issue.path.map(String).join('.') || '—'}: ${localizeHubText(issue.message)}`;

/** What a file (or a source event) breaks, a line per place, the first twenty. */
export function Problems({ title, problems }: { title: string; problems: string[] }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap={2}>
        {problems.slice(0, 20).map((problem) => (
          <Text key={problem} size="sm">
            {problem}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

export function SourceFileInput({
  onChange,
}: {
  onChange: (file: { name: string; config: EventConfig } | null) => void;
}) {
  const { t, format } = useI18n();
  const [problems, setProblems] = useState<string[] | null>(null);
  const [loaded, setLoaded] = useState<EventConfig | null>(null);

  const read = async (file: File | null) => {
    setProblems(null);
    setLoaded(null);
    onChange(null);
    if (!file) return;
    let raw: unknown;
    try {
      raw = JSON.parse(await file.text());
    } catch {
      setProblems([t('eventConfig.file.notJson')]);
      return;
    }
    const parsed = eventConfigSchema.safeParse(raw);
    if (!parsed.success) {
      setProblems(parsed.error.issues.map(issueLine));
      return;
    }
    setLoaded(parsed.data);
    onChange({ name: file.name, config: parsed.data });
  };

  return (
    <Stack gap="xs">
      <FileInput
        label={t('eventConfig.file')}
        placeholder={t('eventConfig.file.placeholder')}
        accept="application/json,.json"
        clearable
        onChange={(file) => void read(file)}
      />
      {loaded && (
        <Text size="sm" c="dimmed">
          {t('eventConfig.file.from', {
            name: loaded.event.name,
            code: loaded.event.code,
            date: format.date(loaded.event.date),
          })}
        </Text>
      )}
      {problems && <Problems title={t('eventConfig.file.invalid')} problems={problems} />}
    </Stack>
  );
}
