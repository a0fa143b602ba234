import { Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ImportKind } from '@/contract/imports';
import type { ImportRow } from '@/web/api/import-rows';
import { useI18n } from '@/web/i18n/i18n';

/** Who would go: one page of the import's rows, named as the registrations tab names them. */
export function ImportUndoRows({ kind, rows }: { kind: ImportKind; rows: ImportRow[] }) {
  const { t } = useI18n();
  const statusLabel = (status: string) =>
    status === 'confirmed' || status === 'pending' || status === 'cancelled'
      ? t(`cleanup.status.${status}`)
      : status;
  const phone = useMediaQuery('(max-width: 36em)');
  if (phone)
    return (
      <Stack
        component="ul"
        gap={6}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t(`cleanup.undo.${kind}.listLabel`)}
      >
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder radius="sm" px="sm" py={6}>
            <Text size="sm" fw={600}>
              {row.name ?? '—'}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                row.document,
                row.bib && `${t('cleanup.undo.bib')} ${row.bib}`,
                row.race,
                kind === 'registrations'
                  ? statusLabel(row.status)
                  : (row.netTime ?? row.status.toUpperCase()),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing={4} aria-label={t(`cleanup.undo.${kind}.listLabel`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cleanup.undo.name')}</Table.Th>
            {kind === 'registrations' && <Table.Th>{t('cleanup.undo.document')}</Table.Th>}
            <Table.Th>{t('cleanup.undo.bib')}</Table.Th>
            {kind === 'registrations' ? (
              <>
                <Table.Th>{t('cleanup.filter.race')}</Table.Th>
                <Table.Th>{t('cleanup.filter.status')}</Table.Th>
              </>
            ) : (
              <Table.Th>{t('cleanup.undo.time')}</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name ?? '—'}</Table.Td>
              {kind === 'registrations' && (
                <Table.Td ff="monospace">{row.document ?? '—'}</Table.Td>
              )}
              <Table.Td>{row.bib ?? '—'}</Table.Td>
              {kind === 'registrations' ? (
                <>
                  <Table.Td>{row.race ?? '—'}</Table.Td>
                  <Table.Td>{statusLabel(row.status)}</Table.Td>
                </>
              ) : (
                <Table.Td>{row.netTime ?? row.status.toUpperCase()}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
