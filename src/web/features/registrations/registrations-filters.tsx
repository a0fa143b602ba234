import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { REGISTRATION_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import { REGISTRATION_SEARCH_MAX } from '@/contract/limits';
import type { Race } from '@/contract/races';
import { SearchIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { labelOf } from './registration-labels';
import { isFiltered, type RegistrationsSearch } from './registrations-search';

/** The search waits for a pause in the typing, so each key does not read the hub. */
const SEARCH_DEBOUNCE_MS = 350;

interface RegistrationsFiltersProps {
  races: Race[];
  search: RegistrationsSearch;
  onSearchChange: (next: Partial<RegistrationsSearch>) => void;
}

/** The search box and the three filters, all of them in the URL; any change goes to page 1. */
export function RegistrationsFilters({ races, search, onSearchChange }: RegistrationsFiltersProps) {
  const { t } = useI18n();
  const [text, setText] = useState(search.search ?? '');
  const pushText = useDebouncedCallback(
    (value: string) => onSearchChange({ search: value.trim() || undefined, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );
  const any = { value: '', label: t('registrations.filter.any') };
  const pick =
    (field: 'race' | 'status' | 'origin') => (event: { currentTarget: { value: string } }) =>
      onSearchChange({ [field]: event.currentTarget.value || undefined, page: 1 });
  const knownRace = !search.race || races.some((r) => r.code === search.race);

  return (
    <Group
      role="search"
      aria-label={t('registrations.filters')}
      align="flex-end"
      gap="md"
      wrap="wrap"
    >
      <TextInput
        label={t('registrations.search')}
        placeholder={t('registrations.searchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        type="search"
        maxLength={REGISTRATION_SEARCH_MAX}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          pushText(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') pushText.flush();
        }}
        w={{ base: '100%', sm: 300 }}
      />
      <NativeSelect
        label={t('registrations.filter.race')}
        value={search.race ?? ''}
        data={[
          any,
          ...races.map((race) => ({ value: race.code, label: race.name })),
          ...(knownRace ? [] : [{ value: search.race!, label: search.race! }]),
        ]}
        onChange={pick('race')}
        w={{ base: '100%', xs: 220 }}
      />
      <NativeSelect
        label={t('registrations.filter.status')}
        value={search.status ?? ''}
        data={[
          any,
          ...REGISTRATION_STATUSES.map((value) => ({
            value,
            label: labelOf(t, 'status', value),
          })),
        ]}
        onChange={pick('status')}
        w={{ base: '47%', xs: 160 }}
      />
      <NativeSelect
        label={t('registrations.filter.origin')}
        value={search.origin ?? ''}
        data={[
          any,
          ...REGISTRATION_ORIGINS.map((value) => ({
            value,
            label: labelOf(t, 'origin', value),
          })),
        ]}
        onChange={pick('origin')}
        w={{ base: '47%', xs: 160 }}
      />
      {isFiltered(search) && (
        <Button
          variant="subtle"
          onClick={() => {
            pushText.cancel();
            setText('');
            onSearchChange({
              search: undefined,
              race: undefined,
              status: undefined,
              origin: undefined,
              page: 1,
            });
          }}
        >
          {t('registrations.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
