import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HubEvent } from '@/contract/events';
import { PER_PAGE_MAX } from '@/contract/limits';
import { eventQueries } from '@/web/api/events';
import { useI18n } from '@/web/i18n/i18n';

export interface SourceEventSelectProps {
  current: HubEvent;
  value: string | null;
  onChange: (code: string | null) => void;
}

/** Another event of the hub, searched by name or code as one types (the hub searches). */
export function SourceEventSelect({ current, value, onChange }: SourceEventSelectProps) {
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
