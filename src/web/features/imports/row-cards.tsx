import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '@/web/i18n/i18n';
import type { PipelineClient } from './pipeline-client';
import type { RowView } from './worker-host';

/** Cards asked from the worker at a time: a phone reads a few, then asks for more. */
const PAGE = 25;

interface RowCardsProps {
  client: PipelineClient;
  /** Rows of the current filter, in file order (indexes into the checked rows). */
  indexes: Int32Array;
  /** Bumped when rows changed in the worker (a fix): the cards are read again. */
  version: number;
  label: string;
  empty: string;
  /** What a row's card says under its number: its problems and how to fix them. */
  render: (row: RowView) => ReactNode;
}

/** The rows as a list of cards, for a phone: one row per card, never columns a letter wide. */
export function RowCards({ client, indexes, version, label, empty, render }: RowCardsProps) {
  const { t, format } = useI18n();
  const [shown, setShown] = useState({ indexes, limit: PAGE });
  const limit = shown.indexes === indexes ? shown.limit : PAGE;
  if (shown.indexes !== indexes) setShown({ indexes, limit: PAGE });
  const [rows, setRows] = useState<RowView[]>([]);

  useEffect(() => {
    let live = true;
    client.rows(Array.from(indexes.subarray(0, limit))).then(
      (answer) => live && setRows(answer.rows),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, indexes, limit, version]);

  if (indexes.length === 0)
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {empty}
      </Text>
    );
  const left = indexes.length - limit;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.index} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
              {t('imports.cards.row', { row: row.row })}
            </Text>
            {render(row)}
          </Paper>
        ))}
      </Stack>
      {left > 0 && (
        <Button variant="default" onClick={() => setShown({ indexes, limit: limit + PAGE })}>
          {t('imports.cards.more', {
            n: format.number(Math.min(left, PAGE)),
            left: format.number(left),
          })}
        </Button>
      )}
    </Stack>
  );
}
