import { Alert, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { GENERIC_STATUSES, RACE_TYPES, SCORING_TYPES } from '@/contract/enums';
import { suggestDistanceLabel, type Modality, type Race, type RaceCreate } from '@/contract/races';
import {
  FormDateTimeInput,
  FormDecimalInput,
  FormIntegerInput,
  FormMultiSelect,
  FormSelect,
  FormSwitch,
  FormTextInput,
} from '@/web/components/form/bindings';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import {
  emptyRaceForm,
  parseModalityIds,
  raceFormPath,
  raceFormSchema,
  type RaceFormValues,
} from './race-form-schema';
import { createRace, raceQueries } from '@/web/api/races';

interface RaceFormProps {
  eventCode: string;
  /** The hub's catalogue; `null` when the hub has none and ids are typed. */
  catalogue: Modality[] | null;
  /** Other caches showing races (the event's overview), refreshed with the list. */
  relatedKeys?: readonly QueryKey[];
}

function startingValues(catalogue: Modality[] | null): RaceFormValues {
  const values = emptyRaceForm();
  const general = catalogue?.find((m) => m.is_default);
  if (general) {
    values.modality_ids = [String(general.id)];
    values.default_modality_id = String(general.id);
  }
  return values;
}

export function RaceForm({ eventCode, catalogue, relatedKeys = [] }: RaceFormProps) {
  const { t, timeZone, language } = useI18n();
  const typedModalities = catalogue === null;
  const schema = useMemo(
    () =>
      raceFormSchema({
        timeZone,
        typedModalities,
        messages: {
          required: t('races.error.required'),
          modalityIds: t('races.error.modalityIds'),
        },
      }),
    // `t` changes identity every render; the language is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeZone, typedModalities, language],
  );
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema,
    defaultValues: startingValues(catalogue),
    toField: (path) => raceFormPath(path, typedModalities),
  });
  const { control } = form;
  const [created, setCreated] = useState<Race | null>(null);

  const mutation = useMutation({
    mutationFn: (body: RaceCreate) => createRace(eventCode, body),
    meta: {
      invalidates: [raceQueries.lists(), ...relatedKeys],
      successMessage: t('races.created'),
      silentError: true,
    },
  });

  const distance = useWatch({ control, name: 'distance' });
  useEffect(() => {
    if (!form.getFieldState('distance_label').isDirty)
      form.setValue('distance_label', suggestDistanceLabel(distance));
  }, [distance, form]);

  const scoring = useWatch({ control, name: 'scoring_type' });
  const chosen = useWatch({ control, name: 'modality_ids' });
  const typed = useWatch({ control, name: 'modality_ids_typed' });
  const defaultOptions = useMemo(() => {
    if (typedModalities)
      return [...new Set(parseModalityIds(typed ?? ''))].map((id) => ({
        value: String(id),
        label: `#${id}`,
      }));
    return (chosen ?? []).map((id) => ({
      value: id,
      label: catalogue?.find((m) => String(m.id) === id)?.name ?? `#${id}`,
    }));
  }, [typedModalities, typed, chosen, catalogue]);
  const defaultId = useWatch({ control, name: 'default_modality_id' });
  useEffect(() => {
    if (defaultId && !defaultOptions.some((option) => option.value === defaultId))
      form.setValue('default_modality_id', defaultOptions[0]?.value ?? null);
    else if (!defaultId && defaultOptions.length > 0)
      form.setValue('default_modality_id', defaultOptions[0].value);
  }, [defaultId, defaultOptions, form]);

  const onSubmit = submit((body) => {
    setCreated(null);
    mutation.mutate(body, {
      onSuccess: (race) => {
        setCreated(race);
        form.reset(startingValues(catalogue));
      },
      onError: showServerError,
    });
  });

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('races.form.title')}>
      <Stack gap="lg">
        {created && (
          <Alert
            color="teal"
            variant="light"
            icon={<InfoIcon />}
            title={t('races.createdTitle')}
            role="status"
          >
            <Group gap="xs">
              <Text size="sm">{t('races.createdCode', { name: created.name })}</Text>
              <Code fz="md" fw={700}>
                {created.code}
              </Code>
            </Group>
          </Alert>
        )}
        <FormErrorsAlert title={t('races.formError')} messages={serverErrors} />
        <FormSection legend={t('races.form.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormTextInput
              name="name"
              label={t('races.field.name')}
              withAsterisk
              placeholder="Corrida 10K"
              style={{ gridColumn: 'span 2' }}
            />
            <FormTextInput
              name="code"
              label={t('races.field.code')}
              help={t('races.field.codeHelp')}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              autoComplete="off"
            />
            <FormSelect
              name="type"
              label={t('races.field.type')}
              clearable
              data={RACE_TYPES.map((type) => ({ value: type, label: t(`raceType.${type}`) }))}
            />
            <FormDecimalInput name="distance" label={t('races.field.distance')} />
            <FormTextInput
              name="distance_label"
              label={t('races.field.distanceLabel')}
              help={t('races.field.distanceLabelHelp')}
            />
            <FormIntegerInput name="sort_order" label={t('races.field.sortOrder')} />
            <FormSelect
              name="status"
              label={t('races.field.status')}
              allowDeselect={false}
              data={GENERIC_STATUSES.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              }))}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection legend={t('races.form.scoringSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormDateTimeInput
              name="starts_at"
              label={t('races.field.startsAt')}
              help={t('races.field.startsAtHelp', { zone: timeZone })}
              withAsterisk
            />
            <FormSelect
              name="scoring_type"
              label={t('races.field.scoringType')}
              allowDeselect={false}
              data={SCORING_TYPES.map((type) => ({ value: type, label: t(`scoring.${type}`) }))}
            />
            {scoring === 'laps' && (
              <>
                <FormIntegerInput name="lap_count" label={t('races.field.lapCount')} withAsterisk />
                <FormDecimalInput
                  name="lap_distance"
                  label={t('races.field.lapDistance')}
                  withAsterisk
                />
              </>
            )}
            {scoring === 'fixed_time' && (
              <FormIntegerInput
                name="duration_minutes"
                label={t('races.field.durationMinutes')}
                help={t('races.field.durationHelp')}
                withAsterisk
              />
            )}
            <FormIntegerInput
              name="registration_limit"
              label={t('races.field.registrationLimit')}
              help={t('races.field.registrationLimitHelp')}
              thousandSeparator="."
            />
          </SimpleGrid>
          <FormSwitch
            name="sem_classificacao"
            label={t('races.field.semClassificacao')}
            description={t('races.field.semClassificacaoHelp')}
            mt="md"
          />
        </FormSection>

        <FormSection legend={t('races.form.modalitiesSection')}>
          <Stack gap="sm">
            {typedModalities && (
              <Alert variant="light" color="gray" icon={<InfoIcon />}>
                {t('races.modalities.typed')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {typedModalities ? (
                <FormTextInput
                  name="modality_ids_typed"
                  label={t('races.field.modalityIds')}
                  help={t('races.field.modalityIdsHelp')}
                  inputMode="numeric"
                  autoComplete="off"
                />
              ) : (
                <FormMultiSelect
                  name="modality_ids"
                  label={t('races.field.modalities')}
                  help={t('races.field.modalitiesHelp')}
                  data={(catalogue ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
                  searchable
                  clearable
                />
              )}
              <FormSelect
                name="default_modality_id"
                label={t('races.field.defaultModality')}
                help={t('races.field.defaultModalityHelp')}
                data={defaultOptions}
                disabled={defaultOptions.length === 0}
                allowDeselect={false}
              />
            </SimpleGrid>
          </Stack>
        </FormSection>

        <FormActions
          hint={t('races.form.subtitle')}
          submitLabel={t('races.submit')}
          pending={mutation.isPending}
        />
      </Stack>
    </ContractForm>
  );
}
