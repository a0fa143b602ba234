import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod/mini';
import type { Checkpoint, Race } from '@/contract/races';
import { ErrorView } from '@/web/components/error-view';
import { FormNativeSelect, FormTextInput } from '@/web/components/form/bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { useI18n } from '@/web/i18n/i18n';
import { checkpointQueries, deleteCheckpoint } from '@/web/api/checkpoints';
import type { Listed } from './counted-delete';
import { Done, PageSection } from './page-section';
import { TypedConfirmModal } from './typed-confirm-modal';

type Translate = ReturnType<typeof useI18n>['t'];

function checkpointName(checkpoint: Checkpoint | undefined, id: string, t: Translate) {
  if (!checkpoint) return t('cleanup.checkpoint.unnamed', { id });
  const name = checkpoint.name || checkpoint.code || t('cleanup.checkpoint.unnamed', { id });
  return checkpoint.distance != null ? `${name} (${checkpoint.distance} km)` : name;
}

function raceLabel(races: Race[], raceId: number | undefined, t: Translate) {
  const race = races.find((r) => r.id === raceId);
  return race
    ? `${race.name} (${race.code})`
    : t('cleanup.checkpoint.raceGroup', { race: `#${raceId ?? '?'}` });
}

/** Select groups: the checkpoints of each race under the race's name. */
function groupByRace(checkpoints: Checkpoint[], races: Race[], t: Translate) {
  const byRace = new Map<string, { value: string; label: string }[]>();
  for (const checkpoint of checkpoints) {
    const group = raceLabel(races, checkpoint.race_id, t);
    byRace.set(group, [
      ...(byRace.get(group) ?? []),
      { value: String(checkpoint.id), label: checkpointName(checkpoint, String(checkpoint.id), t) },
    ]);
  }
  return [...byRace].map(([group, items]) => ({ group, items }));
}

export function CheckpointCleanup({
  eventCode,
  races,
  checkpoints,
}: {
  eventCode: string;
  races: Listed<Race>;
  checkpoints: Listed<Checkpoint>;
}) {
  const { t } = useI18n();
  const schema = useMemo(
    () =>
      z.object({
        checkpoint: z
          .string(t('cleanup.checkpoint.required'))
          .check(
            z.trim(),
            z.minLength(1, t('cleanup.checkpoint.required')),
            z.regex(/^\d+$/, t('cleanup.checkpoint.idInvalid')),
          ),
      }),
    [t],
  );
  const { form, submit } = useContractForm({ schema, defaultValues: { checkpoint: '' } });
  const { reset } = form;
  const [target, setTarget] = useState<{ id: string; label: string } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteCheckpoint(eventCode, id),
    meta: { silentError: true, invalidates: [checkpointQueries.all()] },
    onSuccess: () => {
      setRemoved(target?.label ?? '');
      setTarget(null);
      reset({ checkpoint: '' });
    },
    onError: () => setTarget(null),
  });

  const raceName = (raceId: number | undefined) => raceLabel(races.items, raceId, t);
  const groups = groupByRace(checkpoints.items, races.items, t);

  const onSubmit = submit(({ checkpoint }) => {
    setRemoved(null);
    remove.reset();
    const found = checkpoints.items.find((c) => String(c.id) === checkpoint);
    setTarget({
      id: checkpoint,
      label: found
        ? `${checkpointName(found, checkpoint, t)} · ${raceName(found.race_id)}`
        : checkpointName(undefined, checkpoint, t),
    });
  });

  return (
    <PageSection
      title={t('cleanup.checkpoint.title')}
      description={t('cleanup.checkpoint.description')}
    >
      {/* A choice of what to delete holds no edits: leaving it loses nothing to warn about. */}
      <ContractForm form={form} onSubmit={onSubmit} leaveGuard={false}>
        <Stack gap="md">
          {checkpoints.fromHub && checkpoints.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('cleanup.checkpoint.none')}
            </Text>
          ) : checkpoints.fromHub ? (
            <FormNativeSelect
              name="checkpoint"
              label={t('cleanup.checkpoint.select')}
              emptyLabel={t('cleanup.checkpoint.placeholder')}
              data={groups}
              w={{ base: '100%', sm: 420 }}
            />
          ) : (
            <FormTextInput
              name="checkpoint"
              label={t('cleanup.checkpoint.id')}
              description={t('cleanup.checkpoint.idHelp')}
              inputMode="numeric"
              w={{ base: '100%', sm: 420 }}
            />
          )}
          {remove.isError && <ErrorView error={remove.error} title={t('cleanup.error')} />}
          {removed !== null && (
            <Done>{t('cleanup.checkpoint.removed', { checkpoint: removed })}</Done>
          )}
          {!(checkpoints.fromHub && checkpoints.items.length === 0) && (
            <Group>
              <Button type="submit" color="red" variant="light">
                {t('cleanup.checkpoint.remove')}
              </Button>
            </Group>
          )}
        </Stack>
      </ContractForm>
      <TypedConfirmModal
        opened={target !== null}
        title={t('cleanup.checkpoint.confirmTitle')}
        eventCode={eventCode}
        confirmLabel={t('cleanup.checkpoint.confirm')}
        pending={remove.isPending}
        error={null}
        onClose={() => !remove.isPending && setTarget(null)}
        onConfirm={() => target && remove.mutate(target.id)}
      >
        <Text size="sm">
          {t('cleanup.checkpoint.confirmText', { checkpoint: target?.label ?? '' })}
        </Text>
      </TypedConfirmModal>
    </PageSection>
  );
}
