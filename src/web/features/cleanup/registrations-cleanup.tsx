import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { DELETABLE_ORIGINS, REGISTRATION_STATUSES } from '@/contract/enums';
import type { Race } from '@/contract/races';
import { FormNativeSelect, FormTextInput } from '@/web/components/form/bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import {
  emptyRegistrationFilters,
  registrationFiltersSchema,
  toDeleteFilters,
  type RegistrationDeleteFilters,
} from './cleanup-filters';
import { deleteRegistrations } from '@/web/api/cleanup';
import {
  CountedDeleteFeedback,
  CountedDeleteModal,
  useCountedDelete,
  type BulkDeleteProps,
  type Listed,
} from './counted-delete';
import { PageSection } from './page-section';

export function RegistrationsCleanup({
  eventCode,
  extensions,
  races,
  invalidates,
}: BulkDeleteProps & { races: Listed<Race> }) {
  const { t } = useI18n();
  const schema = useMemo(() => registrationFiltersSchema(t('cleanup.filter.raceIdInvalid')), [t]);
  const { form, submit } = useContractForm({ schema, defaultValues: emptyRegistrationFilters });
  const { getValues } = form;
  const flow = useCountedDelete({
    extensions,
    invalidates,
    run: ({ filters }: { filters: RegistrationDeleteFilters; summary: string }, dryRun) =>
      deleteRegistrations(eventCode, filters, dryRun),
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

  const onSubmit = submit((values) =>
    flow.start({ filters: toDeleteFilters(values), summary: summarise() }),
  );

  return (
    <PageSection
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
        {/* Filters of what to delete hold no edits: leaving them loses nothing to warn about. */}
        <ContractForm form={form} onSubmit={onSubmit} leaveGuard={false}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {races.fromHub ? (
                <FormNativeSelect
                  name="race_id"
                  label={t('cleanup.filter.race')}
                  emptyLabel={t('cleanup.filter.raceAll')}
                  data={races.items.map((race) => ({
                    value: String(race.id),
                    label: `${race.name} (${race.code})`,
                  }))}
                />
              ) : (
                <FormTextInput
                  name="race_id"
                  label={t('cleanup.filter.raceId')}
                  description={t('cleanup.filter.raceIdHelp')}
                  inputMode="numeric"
                />
              )}
              <FormNativeSelect
                name="status"
                label={t('cleanup.filter.status')}
                emptyLabel={t('cleanup.filter.statusAll')}
                data={REGISTRATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
              />
              <FormNativeSelect
                name="origin"
                label={t('cleanup.filter.origin')}
                emptyLabel={t('cleanup.filter.originAll')}
                data={DELETABLE_ORIGINS.map((value) => ({ value, label: originLabel(value) }))}
              />
            </SimpleGrid>
            <CountedDeleteFeedback
              flow={flow}
              nothing={t('cleanup.registrations.nothing')}
              deleted={(count) => t('cleanup.registrations.deleted', { count })}
            />
            <Group>
              <Button type="submit" color="red" variant="light" loading={flow.preview.isPending}>
                {t('cleanup.registrations.review')}
              </Button>
            </Group>
          </Stack>
        </ContractForm>
      </Stack>
      <CountedDeleteModal
        flow={flow}
        eventCode={eventCode}
        title={t('cleanup.registrations.confirmTitle')}
        confirmLabel={t('cleanup.registrations.confirm')}
        wouldDeleteKey="cleanup.registrations.wouldDelete"
        withProtected
      >
        <Text size="sm">{t('cleanup.summary', { filters: flow.review?.input.summary ?? '' })}</Text>
      </CountedDeleteModal>
    </PageSection>
  );
}
