import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RESULT_STATUSES, SEXES } from '@/contract/enums';
import type { Category } from '@/contract/races';
import { useI18n } from '@/web/i18n/i18n';
import { statusDescription } from './result-columns';
import { resultQueries } from '@/web/api/results';
import type { ResultFilters, ResultsSearch } from './results-search';

interface ResultsFiltersProps {
  eventCode: string;
  race: string;
  categories: Category[];
  filters: ResultFilters;
  onSearchChange: (next: Partial<ResultsSearch>) => void;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { numeric: true });

/** Status, sex and category, each in the URL; changing one goes back to the first page. */
export function ResultsFilters({
  eventCode,
  race,
  categories,
  filters,
  onSearchChange,
}: ResultsFiltersProps) {
  const { t } = useI18n();
  const finishers = useQuery(resultQueries.finishers(eventCode, race));
  const categoryOptions = useMemo(() => {
    const names = new Map<string, string>();
    const add = (name: string | null | undefined) => {
      const trimmed = name?.trim();
      if (trimmed && !names.has(trimmed.toLowerCase())) names.set(trimmed.toLowerCase(), trimmed);
    };
    categories.forEach((c) => add(c.name));
    finishers.data?.results.forEach((r) => add(r.category));
    add(filters.category);
    return [...names.values()].sort(byName);
  }, [categories, finishers.data, filters.category]);
  const set = (next: ResultFilters) => onSearchChange({ ...next, page: 1 });
  const active = Boolean(filters.status || filters.sex || filters.category);

  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('results.filters')}>
      {/* Native selects: a filter needs no popover (and so no floating-ui on this tab). */}
      <NativeSelect
        label={t('results.filter.status')}
        data={[
          { value: '', label: t('results.filter.any') },
          ...RESULT_STATUSES.map((value) => ({ value, label: statusDescription(value, t) })),
        ]}
        value={filters.status ?? ''}
        onChange={(event) =>
          set({ status: (event.currentTarget.value || undefined) as ResultFilters['status'] })
        }
        w={200}
      />
      <NativeSelect
        label={t('results.filter.sex')}
        data={[
          { value: '', label: t('results.filter.anySex') },
          ...SEXES.map((value) => ({ value, label: t(`results.sex.${value}`) })),
        ]}
        value={filters.sex ?? ''}
        onChange={(event) =>
          set({ sex: (event.currentTarget.value || undefined) as ResultFilters['sex'] })
        }
        w={150}
      />
      <NativeSelect
        label={t('results.filter.category')}
        data={[{ value: '', label: t('results.filter.any') }, ...categoryOptions]}
        value={filters.category ?? ''}
        onChange={(event) => set({ category: event.currentTarget.value || undefined })}
        w={200}
      />
      {active && (
        <Button
          variant="subtle"
          onClick={() => set({ status: undefined, sex: undefined, category: undefined })}
        >
          {t('results.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
