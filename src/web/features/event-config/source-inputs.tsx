import { Alert, FileInput, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { eventConfigSchema, type EventConfig } from '@/contract/event-config';
import type { HubEvent } from '@/contract/events';
import { PER_PAGE_MAX } from '@/contract/limits';
import { eventQueries } from '@/web/api/events';
import { localizeHubText } from '@/web/i18n/hub-text';
import { useI18n } from '@/web/i18n/i18n';

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

export function SourceEventSelect({
  current,
  value,
  onChange,
}: {
  current: HubEvent;
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t, format } = useI18n();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [typed] = useDebouncedValue(search.trim(), 300);
  // The hub searches (past the first page); the chosen event's own label is not a search.
  const term = typed && typed !== chosen?.label ? typed : '';
  const list = useQuery(
    eventQueries.list({ page: 1, per_page: PER_PAGE_MAX, ...(term ? { search: term } : {}) }),
  );
  const found = (list.data?.data ?? [])
    .filter((e) => e.code !== current.code)
    .map((e) => ({ value: e.code, label: `${e.name} · ${format.date(e.date)} (${e.code})` }));
  const options =
    chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label={t('eventConfig.sourceEvent')}
      placeholder={t('eventConfig.sourceEvent.placeholder')}
      nothingFoundMessage={list.isFetching ? undefined : t('eventConfig.sourceEvent.empty')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={value}
      onChange={(code, option) => {
        setChosen(code ? option : null);
        onChange(code);
      }}
    />
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
