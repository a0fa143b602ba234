import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DELETABLE_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import type { Checkpoint, Race } from '@/contract/races';
import type { DeleteResult } from '@/contract/registrations';
import { ErrorView } from '@/web/components/error-view';
import { FormSelect, FormTextInput } from '@/web/components/form-fields';
import { AlertIcon, InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import {
  emptyRegistrationFilters,
  registrationFiltersSchema,
  toDeleteFilters,
  type RegistrationDeleteFilters,
} from './cleanup-filters';
import {
  cleanupQueries,
  deleteCheckpoint,
  deleteRegistrations,
  deleteResults,
  type Listed,
} from './cleanup-queries';
import { TypedConfirmModal } from './typed-confirm-modal';

interface CleanupPageProps {
  eventCode: string;
  /** The session says the hub has the extensions: only then is `dry_run` safe to send. */
  extensions: boolean;
  /** Other features' keys to refresh after a delete (counters, vacancy, races). */
  invalidates: readonly QueryKey[];
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

function Done({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" role="status" icon={<InfoIcon />}>
      {children}
    </Alert>
  );
}

function CountPreview({
  preview,
  wouldDeleteKey,
  withProtected,
}: {
  preview: DeleteResult | null;
  wouldDeleteKey: 'cleanup.registrations.wouldDelete' | 'cleanup.results.wouldDelete';
  withProtected?: boolean;
}) {
  const { t, format } = useI18n();
  if (!preview || preview.would_delete === undefined)
    return (
      <Alert color="orange" variant="light" icon={<AlertIcon />}>
        {t('cleanup.countUnavailable')}
      </Alert>
    );
  return (
    <Stack gap={4}>
      <Text fw={600} size="lg">
        {t(wouldDeleteKey, { count: format.number(preview.would_delete) })}
      </Text>
      {withProtected && !!preview.protected_online && (
        <Text size="sm" c="dimmed">
          {t('cleanup.registrations.protected', { count: format.number(preview.protected_online) })}
        </Text>
      )}
    </Stack>
  );
}

/* ---------------------------------------------------------------- registrations */

function RegistrationsCleanup({
  eventCode,
  extensions,
  races,
  invalidates,
}: CleanupPageProps & { races: Listed<Race> }) {
  const { t, format } = useI18n();
  const schema = useMemo(() => registrationFiltersSchema(t('cleanup.filter.raceIdInvalid')), [t]);
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(schema),
    defaultValues: emptyRegistrationFilters,
  });
  const [review, setReview] = useState<{
    filters: RegistrationDeleteFilters;
    summary: string;
    preview: DeleteResult | null;
  } | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const preview = useMutation({
    mutationFn: (filters: RegistrationDeleteFilters) =>
      deleteRegistrations(eventCode, filters, true),
    meta: { silentError: true },
  });
  const remove = useMutation({
    mutationFn: (filters: RegistrationDeleteFilters) =>
      deleteRegistrations(eventCode, filters, false),
    meta: { silentError: true, invalidates },
    onSuccess: (result) => {
      setDeleted(result.deleted);
      setReview(null);
    },
  });

  const statusLabel = (status: (typeof REGISTRATION_STATUSES)[number]) =>
    t(`cleanup.status.${status}`);
  const originLabel = (origin: (typeof DELETABLE_ORIGINS)[number]) => t(`cleanup.origin.${origin}`);

  const summarise = () => {
    const values = getValues();
    const race = races.items.find((r) => String(r.id) === values.race_id);
    return [
      values.race_id
        ? race
          ? `${race.name} (${race.code})`
          : `${t('cleanup.filter.raceId')} ${values.race_id}`
        : t('cleanup.filter.raceAll'),
      values.status ? statusLabel(values.status) : t('cleanup.filter.statusAll'),
      values.origin ? originLabel(values.origin) : t('cleanup.filter.originAll'),
    ].join(' · ');
  };

  const onSubmit = handleSubmit(async (values) => {
    const filters = toDeleteFilters(values);
    setDeleted(null);
    remove.reset();
    preview.reset();
    let counted: DeleteResult | null = null;
    if (extensions) {
      try {
        counted = await preview.mutateAsync(filters);
      } catch {
        return;
      }
    }
    setReview({ filters, summary: summarise(), preview: counted });
  });

  const nothingToDelete = review?.preview?.would_delete === 0;

  return (
    <Section
      title={t('cleanup.registrations.title')}
      description={t('cleanup.registrations.description')}
    >
      <Stack gap="md">
        <Alert
          color="blue"
          variant="light"
          icon={<InfoIcon />}
          title={t('cleanup.registrations.onlineTitle')}
        >
          {t('cleanup.registrations.online')}
        </Alert>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {races.fromHub ? (
                <FormSelect
                  control={control}
                  name="race_id"
                  label={t('cleanup.filter.race')}
                  placeholder={t('cleanup.filter.raceAll')}
                  data={races.items.map((race) => ({
                    value: String(race.id),
                    label: `${race.name} (${race.code})`,
                  }))}
                  clearable
                />
              ) : (
                <FormTextInput
                  control={control}
                  name="race_id"
                  label={t('cleanup.filter.raceId')}
                  description={t('cleanup.filter.raceIdHelp')}
                  inputMode="numeric"
                />
              )}
              <FormSelect
                control={control}
                name="status"
                label={t('cleanup.filter.status')}
                placeholder={t('cleanup.filter.statusAll')}
                data={REGISTRATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
                clearable
              />
              <FormSelect
                control={control}
                name="origin"
                label={t('cleanup.filter.origin')}
                placeholder={t('cleanup.filter.originAll')}
                data={DELETABLE_ORIGINS.map((value) => ({ value, label: originLabel(value) }))}
                clearable
              />
            </SimpleGrid>
            {preview.isError && <ErrorView error={preview.error} title={t('cleanup.error')} />}
            {nothingToDelete && (
              <Alert color="gray" variant="light" icon={<InfoIcon />} role="status">
                {t('cleanup.registrations.nothing')}
              </Alert>
            )}
            {deleted !== null && (
              <Done>{t('cleanup.registrations.deleted', { count: format.number(deleted) })}</Done>
            )}
            <Group>
              <Button type="submit" color="red" variant="light" loading={preview.isPending}>
                {t('cleanup.registrations.review')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <TypedConfirmModal
        opened={review !== null && !nothingToDelete}
        title={t('cleanup.registrations.confirmTitle')}
        eventCode={eventCode}
        confirmLabel={t('cleanup.registrations.confirm')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setReview(null);
          remove.reset();
        }}
        onConfirm={() => review && remove.mutate(review.filters)}
      >
        <CountPreview
          preview={review?.preview ?? null}
          wouldDeleteKey="cleanup.registrations.wouldDelete"
          withProtected
        />
        <Text size="sm">{t('cleanup.summary', { filters: review?.summary ?? '' })}</Text>
      </TypedConfirmModal>
    </Section>
  );
}

/* ---------------------------------------------------------------- results */

function ResultsCleanup({ eventCode, extensions, invalidates }: CleanupPageProps) {
  const { t, format } = useI18n();
  const [review, setReview] = useState<{ preview: DeleteResult | null } | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const preview = useMutation({
    mutationFn: () => deleteResults(eventCode, true),
    meta: { silentError: true },
  });
  const remove = useMutation({
    mutationFn: () => deleteResults(eventCode, false),
    meta: { silentError: true, invalidates },
    onSuccess: (result) => {
      setDeleted(result.deleted);
      setReview(null);
    },
  });
  const start = async () => {
    setDeleted(null);
    remove.reset();
    preview.reset();
    let counted: DeleteResult | null = null;
    if (extensions) {
      try {
        counted = await preview.mutateAsync();
      } catch {
        return;
      }
    }
    setReview({ preview: counted });
  };
  const nothingToDelete = review?.preview?.would_delete === 0;

  return (
    <Section title={t('cleanup.results.title')} description={t('cleanup.results.description')}>
      <Stack gap="md">
        {preview.isError && <ErrorView error={preview.error} title={t('cleanup.error')} />}
        {nothingToDelete && (
          <Alert color="gray" variant="light" icon={<InfoIcon />} role="status">
            {t('cleanup.results.nothing')}
          </Alert>
        )}
        {deleted !== null && (
          <Done>{t('cleanup.results.deleted', { count: format.number(deleted) })}</Done>
        )}
        <Group>
          <Button color="red" variant="light" loading={preview.isPending} onClick={start}>
            {t('cleanup.results.review')}
          </Button>
        </Group>
      </Stack>
      <TypedConfirmModal
        opened={review !== null && !nothingToDelete}
        title={t('cleanup.results.confirmTitle')}
        eventCode={eventCode}
        confirmLabel={t('cleanup.results.confirm')}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setReview(null);
          remove.reset();
        }}
        onConfirm={() => remove.mutate()}
      >
        <CountPreview
          preview={review?.preview ?? null}
          wouldDeleteKey="cleanup.results.wouldDelete"
        />
        <Text size="sm">{t('cleanup.results.description')}</Text>
      </TypedConfirmModal>
    </Section>
  );
}

/* ---------------------------------------------------------------- checkpoints */

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

function CheckpointCleanup({
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
          .trim()
          .min(1, t('cleanup.checkpoint.required'))
          .regex(/^\d+$/, t('cleanup.checkpoint.idInvalid')),
      }),
    [t],
  );
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { checkpoint: '' },
  });
  const [target, setTarget] = useState<{ id: string; label: string } | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteCheckpoint(eventCode, id),
    meta: { silentError: true, invalidates: [cleanupQueries.all()] },
    onSuccess: () => {
      setRemoved(target?.label ?? '');
      setTarget(null);
      reset({ checkpoint: '' });
    },
    onError: () => setTarget(null),
  });

  const raceName = (raceId: number | undefined) => raceLabel(races.items, raceId, t);
  const groups = groupByRace(checkpoints.items, races.items, t);

  const onSubmit = handleSubmit(({ checkpoint }) => {
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
    <Section
      title={t('cleanup.checkpoint.title')}
      description={t('cleanup.checkpoint.description')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {checkpoints.fromHub && checkpoints.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('cleanup.checkpoint.none')}
            </Text>
          ) : checkpoints.fromHub ? (
            <FormSelect
              control={control}
              name="checkpoint"
              label={t('cleanup.checkpoint.select')}
              placeholder={t('cleanup.checkpoint.placeholder')}
              data={groups}
              w={{ base: '100%', sm: 420 }}
            />
          ) : (
            <FormTextInput
              control={control}
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
      </form>
      <Modal
        opened={target !== null}
        onClose={() => !remove.isPending && setTarget(null)}
        title={t('cleanup.checkpoint.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('cleanup.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('cleanup.checkpoint.confirmText', { checkpoint: target?.label ?? '' })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setTarget(null)} disabled={remove.isPending}>
              {t('cleanup.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => target && remove.mutate(target.id)}
              data-autofocus
            >
              {t('cleanup.checkpoint.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}

/* ---------------------------------------------------------------- page */

export function CleanupPage(props: CleanupPageProps) {
  const { t } = useI18n();
  const races = useQuery(cleanupQueries.races(props.eventCode));
  const checkpoints = useQuery(cleanupQueries.checkpoints(props.eventCode));
  if (races.isPending || checkpoints.isPending)
    return (
      <Stack gap="lg">
        <Skeleton height={220} />
        <Skeleton height={140} />
      </Stack>
    );
  if (races.isError) return <ErrorView error={races.error} onRetry={() => void races.refetch()} />;
  if (checkpoints.isError)
    return <ErrorView error={checkpoints.error} onRetry={() => void checkpoints.refetch()} />;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('cleanup.intro')}
      </Text>
      <RegistrationsCleanup {...props} races={races.data} />
      <ResultsCleanup {...props} />
      <CheckpointCleanup
        eventCode={props.eventCode}
        races={races.data}
        checkpoints={checkpoints.data}
      />
    </Stack>
  );
}
