import { Badge, Button, EmptyState, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Category } from '@/contract/races';
import type { Result } from '@/contract/results';
import { ErrorView } from '@/web/components/error-view';
import { InfoIcon } from '@/web/components/icons';
import { ListPagination } from '@/web/components/list-pagination';
import { TabSection } from '@/web/components/tab-section';
import { useI18n } from '@/web/i18n/i18n';
import {
  checkpointColumns,
  splitTime,
  statusDescription,
  statusLabel,
  type CheckpointColumn,
} from './result-columns';
import { resultQueries } from '@/web/api/results';
import { ResultsFilters } from './results-filters';
import type { ResultFilters, ResultsSearch } from './results-search';
import classes from './results-table.module.css';

interface ResultsTableProps {
  eventCode: string;
  race: string;
  raceName: string;
  categories: Category[];
  search: ResultsSearch;
  filters: ResultFilters;
  onSearchChange: (next: Partial<ResultsSearch>) => void;
}

const STATUS_COLORS: Record<string, string> = {
  finished: 'teal',
  dnf: 'orange',
  dns: 'gray',
  dsq: 'red',
};
/** Columns before the splits: 3 places, 6 about the runner, 2 times and the status. */
const FIXED_COLUMNS = 12;

function StatusCell({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      title={statusDescription(status, t)}
    >
      {statusLabel(status, t)}
    </Badge>
  );
}

function ResultRow({ result, checkpoints }: { result: Result; checkpoints: CheckpointColumn[] }) {
  const { t, format } = useI18n();
  const none = t('value.none');
  const place = (value: number | null | undefined) => (value == null ? none : format.number(value));
  return (
    <Table.Tr data-status={result.status}>
      <Table.Td className={classes.place}>{place(result.overall_position)}</Table.Td>
      <Table.Td className={classes.num}>{place(result.gender_position)}</Table.Td>
      <Table.Td className={classes.num}>{place(result.category_position)}</Table.Td>
      <Table.Td className={classes.bib}>{result.bib}</Table.Td>
      <Table.Td className={classes.name}>{result.name ?? none}</Table.Td>
      <Table.Td>{result.sex ?? none}</Table.Td>
      <Table.Td className={classes.num}>{place(result.age)}</Table.Td>
      <Table.Td className={classes.nowrap}>{result.category ?? none}</Table.Td>
      <Table.Td className={classes.team} title={result.team ?? undefined}>
        {result.team ?? none}
      </Table.Td>
      <Table.Td className={classes.time}>{result.net_time ?? none}</Table.Td>
      <Table.Td className={classes.time}>{result.gun_time ?? none}</Table.Td>
      <Table.Td>
        <StatusCell status={result.status} />
      </Table.Td>
      {checkpoints.map((column) => (
        <Table.Td key={column.id} className={classes.time}>
          {splitTime(result, column) ?? none}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

function HeadRows({ checkpoints }: { checkpoints: CheckpointColumn[] }) {
  const { t, format } = useI18n();
  return (
    <>
      <Table.Tr className={classes.groups}>
        <Table.Th colSpan={3} scope="colgroup">
          {t('results.col.places')}
        </Table.Th>
        <Table.Th colSpan={6} scope="colgroup">
          {t('results.col.athlete')}
        </Table.Th>
        <Table.Th colSpan={3} scope="colgroup">
          {t('results.col.times')}
        </Table.Th>
        {checkpoints.length > 0 && (
          <Table.Th colSpan={checkpoints.length} scope="colgroup">
            {t('results.col.splits')}
          </Table.Th>
        )}
      </Table.Tr>
      <Table.Tr>
        <Table.Th scope="col" className={classes.num} aria-label={t('results.csv.overall')}>
          {t('results.col.overall')}
        </Table.Th>
        <Table.Th scope="col" className={classes.num} aria-label={t('results.csv.gender')}>
          {t('results.col.genderPlace')}
        </Table.Th>
        <Table.Th scope="col" className={classes.num} aria-label={t('results.csv.category')}>
          {t('results.col.categoryPlace')}
        </Table.Th>
        <Table.Th scope="col">{t('results.col.bib')}</Table.Th>
        <Table.Th scope="col">{t('results.col.name')}</Table.Th>
        <Table.Th scope="col">{t('results.col.sex')}</Table.Th>
        <Table.Th scope="col" className={classes.num}>
          {t('results.col.age')}
        </Table.Th>
        <Table.Th scope="col">{t('results.col.category')}</Table.Th>
        <Table.Th scope="col">{t('results.col.team')}</Table.Th>
        <Table.Th scope="col" className={classes.num}>
          {t('results.col.net')}
        </Table.Th>
        <Table.Th scope="col" className={classes.num}>
          {t('results.col.gun')}
        </Table.Th>
        <Table.Th scope="col">{t('results.col.status')}</Table.Th>
        {checkpoints.map((column) => (
          <Table.Th key={column.id} scope="col" className={classes.num}>
            {column.name}
            {column.distance != null &&
              !column.name.replace(',', '.').includes(String(column.distance)) && (
                <Text span display="block" size="xs" c="dimmed" fw={400}>
                  {t('results.col.distance', { distance: format.number(column.distance) })}
                </Text>
              )}
          </Table.Th>
        ))}
      </Table.Tr>
    </>
  );
}

function NoResults({ eventCode, raceName }: { eventCode: string; raceName: string }) {
  const { t } = useI18n();
  return (
    <EmptyState
      py="xl"
      icon={<InfoIcon size={26} />}
      variant="light"
      title={t('results.empty.title')}
      description={t('results.empty.description', { race: raceName })}
    >
      <EmptyState.Actions>
        <Button
          variant="light"
          renderRoot={(props) => (
            <Link
              to="/events/$eventCode/imports"
              params={{ eventCode }}
              search={{ history: 'results' }}
              {...props}
            />
          )}
        >
          {t('results.empty.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** The standings, a page at a time, in the hub's order: place, then time, then bib. */
export function ResultsTable({
  eventCode,
  race,
  raceName,
  categories,
  search,
  filters,
  onSearchChange,
}: ResultsTableProps) {
  const { t } = useI18n();
  const title = t('results.table.title');
  const query = useQuery(
    resultQueries.page(eventCode, race, {
      ...filters,
      page: search.page,
      per_page: search.per_page,
    }),
  );
  const finishers = useQuery(resultQueries.finishers(eventCode, race));
  const rows = query.data?.data;
  const checkpoints = useMemo(
    () => checkpointColumns([...(rows ?? []), ...(finishers.data?.results ?? [])]),
    [rows, finishers.data],
  );
  const filtered = Boolean(filters.status || filters.sex || filters.category);
  const empty = query.data?.meta.total === 0;

  let body;
  if (query.isError && !query.data)
    body = (
      <ErrorView
        error={query.error}
        title={t('results.error.list')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (empty && !filtered) body = <NoResults eventCode={eventCode} raceName={raceName} />;
  else
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={960 + checkpoints.length * 80} type="native" tabIndex={0}>
          <Table
            verticalSpacing="xs"
            horizontalSpacing={8}
            striped
            highlightOnHover
            className={classes.table}
            data-stale={query.isPlaceholderData || undefined}
            aria-label={t('results.table.label', { race: raceName })}
          >
            <Table.Thead>
              <HeadRows checkpoints={checkpoints} />
            </Table.Thead>
            <Table.Tbody>
              {query.isPending &&
                Array.from({ length: 6 }, (_, r) => (
                  <Table.Tr key={r}>
                    {Array.from({ length: FIXED_COLUMNS }, (_, c) => (
                      <Table.Td key={c}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              {rows?.map((result) => (
                <ResultRow key={result.id} result={result} checkpoints={checkpoints} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {empty && (
          <EmptyState
            py="md"
            icon={<InfoIcon size={26} />}
            withIndicatorBackground
            title={t('results.noMatch.title')}
            description={t('results.noMatch.description')}
          />
        )}
        {query.data && (
          <ListPagination
            meta={query.data.meta}
            onPageChange={(page) => onSearchChange({ page })}
            onPerPageChange={(per_page) => onSearchChange({ per_page, page: 1 })}
          />
        )}
      </Stack>
    );

  return (
    <TabSection
      title={title}
      align="flex-end"
      actions={
        !(empty && !filtered) && (
          <ResultsFilters
            eventCode={eventCode}
            race={race}
            categories={categories}
            filters={filters}
            onSearchChange={onSearchChange}
          />
        )
      }
    >
      {body}
    </TabSection>
  );
}
