import type { QueryKey } from '@tanstack/react-query';
import { raceInUseDetailsSchema, type Race } from '@/contract/races';
import { DeleteItem } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';
import { deleteRace, raceQueries } from '@/web/api/races';

/** Asks before deleting a race; one with registrations or results is refused, with the counts. */
export function RaceDelete({
  eventCode,
  race,
  relatedKeys = [],
  onClose,
}: {
  eventCode: string;
  race: Race | null;
  relatedKeys?: readonly QueryKey[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const name = race?.name ?? '';
  return (
    <DeleteItem
      item={race}
      remove={(id) => deleteRace(eventCode, id)}
      invalidates={[raceQueries.lists(), ...relatedKeys]}
      labels={{
        title: t('races.delete.title', { name }),
        text: t('races.delete.text', { name, code: race?.code ?? '' }),
        confirmLabel: t('races.delete.confirm'),
        cancelLabel: t('races.cancel'),
        closeLabel: t('races.close'),
        deleted: t('races.deleted', { name }),
      }}
      inUse={(details) => {
        const counts = raceInUseDetailsSchema.safeParse(details);
        return counts.success ? t('races.delete.inUse', { name, ...counts.data }) : null;
      }}
      onClose={onClose}
    />
  );
}
