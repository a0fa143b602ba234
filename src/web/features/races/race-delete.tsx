import { useMutation, type QueryKey } from '@tanstack/react-query';
import { raceInUseDetailsSchema, type Race } from '@/contract/races';
import { DeleteConfirm } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { hubErrorText } from '@/web/lib/hub-error';
import { deleteRace, raceQueries } from '@/web/api/races';

/** Asks before deleting a race; one with registrations or results is refused, with the counts. */
export function RaceDelete({
  eventCode,
  race,
  relatedKeys = [],
  onClose,
  onDeleted,
}: {
  eventCode: string;
  race: Race | null;
  relatedKeys?: readonly QueryKey[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteRace(eventCode, id),
    meta: {
      invalidates: [raceQueries.lists(), ...relatedKeys],
      successMessage: t('races.deleted', { name: race?.name ?? '' }),
      silentError: true,
    },
  });
  const error = mutation.error;
  const inUse =
    isApiError(error) && error.error === 'in_use'
      ? raceInUseDetailsSchema.safeParse(error.details)
      : null;
  const refusal = inUse?.success
    ? t('races.delete.inUse', { name: race?.name ?? '', ...inUse.data })
    : null;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <DeleteConfirm
      opened={race !== null}
      title={t('races.delete.title', { name: race?.name ?? '' })}
      confirmLabel={t('races.delete.confirm')}
      cancelLabel={t('races.cancel')}
      closeLabel={t('races.close')}
      pending={mutation.isPending}
      refusal={refusal}
      error={error && !refusal ? hubErrorText(error) : null}
      onClose={close}
      onConfirm={() =>
        race &&
        mutation.mutate(race.id, {
          onSuccess: () => {
            mutation.reset();
            onDeleted();
          },
        })
      }
    >
      {t('races.delete.text', { name: race?.name ?? '', code: race?.code ?? '' })}
    </DeleteConfirm>
  );
}
