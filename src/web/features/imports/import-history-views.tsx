import { Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportStatus } from '@/contract/imports';
import { useI18n } from '@/web/i18n/i18n';
import { outcomesOf } from './import-report-download';
import { ImportStatusBadge, raceOf } from './import-status';

/** Keys of this console's chunks: `{file hash}-{kind}-{chunk}-{digest}-{upload id}`. */
const CHUNK_KEY = /^([0-9a-f]{32})-(?:registrations|results)-(\d+)-[0-9a-f]{8}-([0-9a-z]+)$/;

const chunkOf = (item: ImportStatus): number | null => {
  const m = CHUNK_KEY.exec(item.idempotency_key ?? '');
  return m ? Number(m[2]) : null;
};

/** Consecutive imports sent by one upload, together; any other import stands alone. */
export function uploadsOf(items: readonly ImportStatus[]) {
  const groups: { key: string; items: ImportStatus[] }[] = [];
  for (const item of items) {
    const m = CHUNK_KEY.exec(item.idempotency_key ?? '');
    const key = m ? `${m[1]}-${m[3]}` : `import-${item.import_id}`;
    const last = groups.at(-1);
    if (m && last?.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

const COLUMNS = 11;

interface HistoryViewProps {
  uploads: ReturnType<typeof uploadsOf>;
  /** An import's buttons: details, report, results. */
  actions: (item: ImportStatus) => ReactNode;
}

export function HistoryTable({ uploads, actions }: HistoryViewProps) {
  const { t, format } = useI18n();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.history.id')}</Table.Th>
            <Table.Th>{t('imports.history.race')}</Table.Th>
            <Table.Th>{t('imports.history.status')}</Table.Th>
            <Table.Th ta="right">{t('imports.history.received')}</Table.Th>
            <Table.Th ta="right">{t('imports.outcome.created')}</Table.Th>
            <Table.Th ta="right">{t('imports.outcome.updated')}</Table.Th>
            <Table.Th ta="right">{t('imports.outcome.unchanged')}</Table.Th>
            <Table.Th ta="right">{t('imports.outcome.conflict')}</Table.Th>
            <Table.Th ta="right">{t('imports.outcome.error')}</Table.Th>
            <Table.Th>{t('imports.history.started')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {uploads.map(({ key, items }) => [
            items.length > 1 && (
              <Table.Tr key={key} bg="var(--mantine-color-default-hover)">
                <Table.Td colSpan={COLUMNS}>
                  <Text size="sm" fw={600}>
                    {t('imports.history.upload', {
                      n: items.length,
                      races: [...new Set(items.map(raceOf))].join(', '),
                    })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ),
            ...items.map((item) => (
              <Table.Tr key={item.import_id}>
                <Table.Td ff="monospace">
                  #{item.import_id}
                  {items.length > 1 && chunkOf(item) !== null && (
                    <Text span size="xs" c="dimmed" ff="text">
                      {' · '}
                      {t('imports.history.chunk', { n: chunkOf(item) ?? 0 })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{raceOf(item)}</Table.Td>
                <Table.Td>
                  <ImportStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td ta="right">{format.number(item.summary.total_received)}</Table.Td>
                <Table.Td ta="right">{format.number(item.summary.created)}</Table.Td>
                <Table.Td ta="right">{format.number(outcomesOf(item.summary).updated)}</Table.Td>
                <Table.Td ta="right">
                  {item.summary.unchanged === undefined
                    ? '—'
                    : format.number(item.summary.unchanged)}
                </Table.Td>
                <Table.Td ta="right">{format.number(item.summary.conflicts)}</Table.Td>
                <Table.Td ta="right">{format.number(item.summary.errors)}</Table.Td>
                <Table.Td>{format.dateTime(item.started_at)}</Table.Td>
                <Table.Td>{actions(item)}</Table.Td>
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The history on a phone: one card per import, its counters in the report's words. */
export function HistoryCards({ uploads, actions }: HistoryViewProps) {
  const { t, format } = useI18n();
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {uploads.flatMap(({ key, items }) => [
        items.length > 1 && (
          <Text component="li" key={key} size="sm" fw={600}>
            {t('imports.history.upload', {
              n: items.length,
              races: [...new Set(items.map(raceOf))].join(', '),
            })}
          </Text>
        ),
        ...items.map((item) => {
          const { created, updated } = outcomesOf(item.summary);
          const counters = [
            [t('imports.history.received'), item.summary.total_received],
            [t('imports.outcome.created'), created],
            [t('imports.outcome.updated'), updated],
            ...(item.summary.unchanged === undefined
              ? []
              : [[t('imports.outcome.unchanged'), item.summary.unchanged] as const]),
            [t('imports.outcome.conflict'), item.summary.conflicts],
            [t('imports.outcome.error'), item.summary.errors],
          ] as const;
          return (
            <Paper component="li" key={item.import_id} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  #{item.import_id} · {raceOf(item)}
                  {items.length > 1 && chunkOf(item) !== null
                    ? ` · ${t('imports.history.chunk', { n: chunkOf(item) ?? 0 })}`
                    : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(item.started_at)}
                </Text>
                <ImportStatusBadge status={item.status} />
                <Text size="sm">
                  {counters.map(([label, n]) => `${label}: ${format.number(n)}`).join(' · ')}
                </Text>
                {actions(item)}
              </Stack>
            </Paper>
          );
        }),
      ])}
    </Stack>
  );
}
