import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type KeyboardEvent } from 'react';
import { GENERIC_STATUSES } from '@/contract/enums';
import type { HubEvent } from '@/contract/events';
import { CalendarIcon, SearchIcon } from '@/web/components/icons';
import { PageHeader } from '@/web/components/page-header';
import { PagedTable } from '@/web/components/paged-table';
import { StatusBadge } from '@/web/components/status-badge';
import { useI18n } from '@/web/i18n/i18n';
import { eventQueries, type EventListParams } from '@/web/api/events';
import { eventStatusSearch, type EventsSearch } from './events-search';
import classes from './events-page.module.css';

export const eventListParams = (search: EventsSearch, extensions: boolean): EventListParams => ({
  page: search.page,
  per_page: search.per_page,
  status: search.status,
  ...(extensions ? { search: search.search, include: 'counters' } : {}),
});

const COLUMNS = 7;

interface EventsPageProps {
  search: EventsSearch;
  extensions: boolean;
  onSearchChange: (next: Partial<EventsSearch>) => void;
  /** "Novo evento": the route opens its dialog (a hub without the extension has none). */
  onNewEvent?: () => void;
}

export function EventsPage({ search, extensions, onSearchChange, onNewEvent }: EventsPageProps) {
  const { t, format } = useI18n();
  const navigate = useNavigate();
  const query = useQuery(eventQueries.list(eventListParams(search, extensions)));
  const [searchText, setSearchText] = useState(search.search ?? '');
  const pushSearch = useDebouncedCallback(
    (value: string) => onSearchChange({ search: value.trim() || undefined, page: 1 }),
    350,
  );

  const open = (event: HubEvent) =>
    void navigate({ to: '/events/$eventCode', params: { eventCode: event.code } });
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, item: HubEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) open(item);
  };

  // The hub's own words (those this page shows, the one filtered by) next to the known ones.
  const known = new Set<string>(GENERIC_STATUSES);
  const otherWords = [
    ...new Set([...(query.data?.data ?? []).map((event) => event.status), search.status ?? '']),
  ].filter((word) => word && !known.has(word));
  const statusOptions = [
    { value: '', label: t('events.filter.all') },
    ...GENERIC_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    ...otherWords.map((word) => ({ value: word, label: word })),
  ];
  const showCounters = query.data?.data.some((event) => event.counters) ?? false;

  return (
    <Stack gap="lg">
      <PageHeader
        level={1}
        title={t('events.title')}
        subtitle={t('events.subtitle')}
        actions={
          extensions && onNewEvent && <Button onClick={onNewEvent}>{t('events.new')}</Button>
        }
      />
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('events.filter.status')}
          value={search.status ?? ''}
          data={statusOptions}
          onChange={(event) =>
            onSearchChange({
              status: eventStatusSearch(event.currentTarget.value),
              page: 1,
            })
          }
          w={200}
        />
        {extensions && (
          <TextInput
            label={t('events.search')}
            placeholder={t('events.searchPlaceholder')}
            leftSection={<SearchIcon size={16} />}
            type="search"
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              pushSearch(event.currentTarget.value);
            }}
            w={320}
          />
        )}
      </Group>

      <PagedTable
        query={query}
        errorTitle={t('events.error.title')}
        minWidth={820}
        skeleton={{ columns: COLUMNS, rows: Math.min(search.per_page, 8) }}
        tableProps={{ highlightOnHover: true }}
        head={
          <Table.Tr>
            <Table.Th>{t('events.col.code')}</Table.Th>
            <Table.Th>{t('events.col.name')}</Table.Th>
            <Table.Th>{t('events.col.date')}</Table.Th>
            <Table.Th>{t('events.col.place')}</Table.Th>
            <Table.Th>{t('events.col.status')}</Table.Th>
            <Table.Th>{t('events.col.registration')}</Table.Th>
            {showCounters && <Table.Th ta="right">{t('events.col.counters')}</Table.Th>}
          </Table.Tr>
        }
        row={(event) => (
          <Table.Tr
            key={event.id}
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            onClick={() => open(event)}
            onKeyDown={(e) => onRowKey(e, event)}
          >
            <Table.Td className={classes.nowrap}>
              <Text size="sm" ff="monospace">
                {event.code}
              </Text>
            </Table.Td>
            <Table.Td>
              <Anchor
                fw={500}
                size="sm"
                renderRoot={(props) => (
                  <Link to="/events/$eventCode" params={{ eventCode: event.code }} {...props} />
                )}
                onClick={(e) => e.stopPropagation()}
              >
                {event.name}
              </Anchor>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Text size="sm">{format.date(event.date)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {[event.city, event.state].filter(Boolean).join(' / ') || t('value.none')}
              </Text>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <StatusBadge status={event.status} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <Badge variant="dot" color={event.registration_open ? 'teal' : 'gray'}>
                {event.registration_open
                  ? t('events.registrationOpen')
                  : t('events.registrationClosed')}
              </Badge>
            </Table.Td>
            {showCounters && (
              <Table.Td ta="right">
                <Text size="sm">
                  {event.counters
                    ? `${format.number(event.counters.registrations)} / ${format.number(event.counters.results)}`
                    : t('value.none')}
                </Text>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        empty={{
          icon: <CalendarIcon size={28} />,
          title: t('events.empty.title'),
          description: t('events.empty.description'),
        }}
        onPageChange={(page) => onSearchChange({ page })}
        onPerPageChange={(per_page) => onSearchChange({ per_page, page: 1 })}
      />
    </Stack>
  );
}
