import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import type { BatchPriceChangeDetails } from '@/contract/batches';
import { AlertIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';

export interface PriceChangeConfirmProps {
  /** The hub's 409 `confirmation_required` details; null: closed. */
  details: BatchPriceChangeDetails | null;
  batchName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A new price for races the batch already sold: who is affected, before it is applied. */
export function PriceChangeConfirm({
  details,
  batchName,
  pending,
  onConfirm,
  onClose,
}: PriceChangeConfirmProps) {
  const { t, format } = useI18n();
  return (
    <Modal
      opened={details !== null}
      onClose={onClose}
      title={t('batches.priceChange.title', { batch: batchName })}
      centered
      size="lg"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      closeButtonProps={{ 'aria-label': t('batches.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {details && (
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<AlertIcon />}>
            {t('batches.priceChange.text', { sales: details.sales })}
          </Alert>
          <Table.ScrollContainer minWidth={420} type="native">
            <Table verticalSpacing="xs" aria-label={t('batches.priceChange.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('batches.grid.race')}</Table.Th>
                  <Table.Th ta="right">{t('batches.priceChange.sales')}</Table.Th>
                  <Table.Th ta="right">{t('batches.priceChange.price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.affected.map((race) => (
                  <Table.Tr key={race.race_id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {race.race_name}{' '}
                        <Text span size="xs" c="dimmed" ff="monospace">
                          {race.race_code}
                        </Text>
                      </Text>
                      <List size="xs" mt={4} spacing={0}>
                        {race.people.map((person) => (
                          <List.Item key={person}>{person}</List.Item>
                        ))}
                      </List>
                      {race.sales > race.people.length && (
                        <Text size="xs" c="dimmed">
                          {t('batches.priceChange.more', { n: race.sales - race.people.length })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                      {format.number(race.sales)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                      {format.money(race.price_from)} → {format.money(race.price_to)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {t('batches.priceChange.note')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
              {t('batches.priceChange.back')}
            </Button>
            <Button onClick={onConfirm} loading={pending}>
              {t('batches.priceChange.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
