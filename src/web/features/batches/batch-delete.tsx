import type { QueryKey } from '@tanstack/react-query';
import { batchInUseDetailsSchema, type Batch } from '@/contract/batches';
import { DeleteItem } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';
import { batchQueries, deleteBatch } from '@/web/api/batches';

/** Asks before deleting a batch; one that sold is refused, with its sales. */
export function BatchDelete({
  eventCode,
  batch,
  relatedKeys = [],
  onClose,
}: {
  eventCode: string;
  batch: Batch | null;
  relatedKeys?: readonly QueryKey[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const name = batch?.name ?? '';
  return (
    <DeleteItem
      item={batch}
      remove={(id) => deleteBatch(eventCode, id)}
      invalidates={[batchQueries.lists(), ...relatedKeys]}
      labels={{
        title: t('batches.delete.title', { name }),
        text: t('batches.delete.text', { name }),
        confirmLabel: t('batches.delete.confirm'),
        cancelLabel: t('batches.cancel'),
        closeLabel: t('batches.close'),
        deleted: t('batches.deleted', { name }),
      }}
      inUse={(details) => {
        const counts = batchInUseDetailsSchema.safeParse(details);
        return counts.success ? t('batches.delete.inUse', { name, ...counts.data }) : null;
      }}
      onClose={onClose}
    />
  );
}
