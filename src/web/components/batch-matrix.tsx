import { Badge, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Batch } from '@/contract/batches';
import { useI18n } from '@/web/i18n/i18n';
import { windowDomain, windowSpan } from './batch-window';
import classes from './batch-matrix.module.css';

/** A column of the matrix: the race as the hub or the editor knows it. */
export interface MatrixRace {
  id: number | string;
  name: string;
}

interface BatchMatrixProps {
  batches: Batch[];
  races: readonly MatrixRace[];
  /** Injected in tests; the marker shows where today falls in every window. */
  now?: Date;
  /** Each batch's buttons (edit, duplicate, delete), where the hub can change batches. */
  actions?: (batch: Batch) => ReactNode;
  /** The actions column's name, for screen readers. */
  actionsLabel?: string;
}

/** Batches x races: each batch's price per race (empty when not sold) and its sales window. */
export function BatchMatrix({
  batches,
  races,
  now = new Date(),
  actions,
  actionsLabel,
}: BatchMatrixProps) {
  const { t, format } = useI18n();
  const columns = [...races.map((race) => ({ id: String(race.id), name: race.name }))];
  for (const batch of batches)
    for (const id of Object.keys(batch.race_prices))
      if (!columns.some((column) => column.id === id))
        columns.push({ id, name: t('batches.grid.raceById', { id }) });
  const domain = windowDomain(batches, now);
  const todayAt = domain
    ? windowSpan(domain, now.toISOString(), now.toISOString(), now).left
    : null;

  return (
    <Stack>
      <Table.ScrollContainer
        minWidth={560 + columns.length * 120 + (actions ? 130 : 0)}
        type="native"
        tabIndex={0}
        className={classes.scroller}
      >
        <Table verticalSpacing="sm" className={classes.matrix}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.stickyStart}>{t('batch.col.name')}</Table.Th>
              <Table.Th miw={220}>{t('batches.matrix.window')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.id} ta="right">
                  {column.name}
                </Table.Th>
              ))}
              <Table.Th ta="right">{t('batches.matrix.sold')}</Table.Th>
              {actions && (
                <Table.Th className={classes.stickyEnd}>
                  <VisuallyHidden>{actionsLabel}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {batches.map((batch) => {
              const span = domain ? windowSpan(domain, batch.starts_at, batch.ends_at, now) : null;
              return (
                <Table.Tr key={batch.id} data-item-id={batch.id}>
                  <Table.Th scope="row" fw={500} className={classes.stickyStart}>
                    <Text size="sm" fw={600}>
                      {batch.name}
                    </Text>
                    <Group gap={4} mt={2}>
                      {!batch.is_active && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('batches.matrix.inactive')}
                        </Badge>
                      )}
                      {batch.includes_kit && (
                        <Badge size="xs" variant="light" color="indigo">
                          {t('batches.matrix.kit')}
                        </Badge>
                      )}
                      {batch.installments_enabled && batch.max_installments > 1 && (
                        <Badge size="xs" variant="light" color="teal">
                          {batch.max_installments}x
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {batch.starts_at
                        ? format.dateTime(batch.starts_at)
                        : t('batches.matrix.openStart')}
                      {' – '}
                      {batch.ends_at ? format.dateTime(batch.ends_at) : t('batches.matrix.openEnd')}
                    </Text>
                    {span && (
                      <Box className={classes.track} aria-hidden="true">
                        <Box
                          className={classes.bar}
                          data-current={span.current || undefined}
                          style={{ left: `${span.left}%`, width: `${span.width}%` }}
                        />
                        {todayAt !== null && (
                          <Box className={classes.today} style={{ left: `${todayAt}%` }} />
                        )}
                      </Box>
                    )}
                  </Table.Td>
                  {columns.map((column) => {
                    const cents = batch.race_prices[column.id];
                    return (
                      <Table.Td key={column.id} ta="right" className={classes.price}>
                        {cents === undefined ? '' : format.money(cents)}
                      </Table.Td>
                    );
                  })}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.number(batch.quantity_sold)}
                    {' / '}
                    {batch.max_quantity != null
                      ? format.number(batch.max_quantity)
                      : t('batches.matrix.noLimit')}
                  </Table.Td>
                  {actions && <Table.Td className={classes.stickyEnd}>{actions(batch)}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {domain && (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Box className={classes.legendToday} aria-hidden="true" />
          <Text size="xs" c="dimmed">
            {t('batches.matrix.today')}: {format.date(now.toISOString())} ·{' '}
            {format.date(new Date(domain.start).toISOString())} –{' '}
            {format.date(new Date(domain.end).toISOString())}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
