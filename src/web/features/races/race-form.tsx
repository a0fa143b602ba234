import { Alert, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import classes from './race-form.module.css';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { GENERIC_STATUSES, RACE_TYPES, SCORING_TYPES } from '@/contract/enums';
import type { Modality, Race, RaceCreate } from '@/contract/races';
import { FormSwitch, FormTextInput } from '@/web/components/form/bindings';
import { FormDecimalInput, FormIntegerInput } from '@/web/components/form/number-bindings';
import { FormSelect } from '@/web/components/form/select-bindings';
import { FormDateTimeInput } from '@/web/components/form/date-fields';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { AlertIcon, InfoIcon } from '@/web/components/icons';
import type { Editing } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';
import { wordOptions } from '@/web/lib/hub-words';
import { distanceLabel, isAutomaticLabel, labelDisagrees } from './distance-label';
import { raceStartProblem, type RaceDateBounds } from './race-dates';
import {
  emptyRaceForm,
  raceFormPath,
  raceFormSchema,
  raceToForm,
  toUpdateBody,
  type RaceFormValues,
} from './race-form-schema';
import { RaceModalitiesFields } from './race-modalities-fields';
import { createRace, raceQueries, updateRace } from '@/web/api/races';

interface RaceFormProps {
  eventCode: string;
  /** The hub's catalogue; `null` when the hub has none and ids are typed. */
  catalogue: Modality[] | null;
  /** Other caches showing races (the event's overview), refreshed with the list. */
  relatedKeys?: readonly QueryKey[];
  /** The event and batches the start is checked against. */
  bounds: RaceDateBounds;
  /** Absent: a new race. */
  editing?: Editing<Race>;
  /** An edit or a copy was saved (a new race shows its code in the form instead). */
  onSaved?: (race: Race) => void;
  onCancel?: () => void;
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

/** The words of what is wrong with a start, its bound formatted in the reader's language. */
function useStartProblem(bounds: RaceDateBounds) {
  const { t, format } = useI18n();
  return (startsAt: string) => {
    const problem = raceStartProblem(startsAt, bounds);
    if (!problem) return null;
    if (problem.kind === 'beforeSales')
      return t('races.date.beforeSales', { date: format.dateTime(problem.opensAt) });
    if (problem.kind === 'farFromEvent')
      return t('races.date.farFromEvent', {
        date: format.date(bounds.event?.date),
        from: format.date(problem.from),
        to: format.date(problem.to),
      });
    return t('races.date.batchSellsLater', {
      batch: problem.batch,
      date: format.dateTime(problem.endsAt),
    });
  };
}

export function RaceForm({
  eventCode,
  catalogue,
  relatedKeys = [],
  bounds,
  editing,
  onSaved,
  onCancel,
}: RaceFormProps) {
  const { t, timeZone, language, format } = useI18n();
  const typedModalities = catalogue === null;
  const startProblem = useStartProblem(bounds);
  const schema = useMemo(
    () =>
      raceFormSchema({
        timeZone,
        typedModalities,
        messages: {
          required: t('races.error.required'),
          modalityIds: t('races.error.modalityIds'),
        },
        startProblem,
        original: editing?.item,
      }),
    // `t` changes identity every render; the language and the bounds are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeZone, typedModalities, language, bounds, editing?.item],
  );
  const initial = editing
    ? raceToForm(editing.item, timeZone, editing.mode === 'duplicate')
    : startingValues(catalogue);
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema,
    defaultValues: initial,
    toField: (path) => raceFormPath(path, typedModalities),
  });
  const { control } = form;
  const [created, setCreated] = useState<Race | null>(null);
  const mode = editing?.mode ?? 'create';

  const mutation = useMutation({
    mutationFn: (body: RaceCreate) =>
      editing?.mode === 'edit'
        ? updateRace(eventCode, editing.item.id, toUpdateBody(body, editing.item))
        : createRace(eventCode, body),
    meta: {
      invalidates: [raceQueries.lists(), ...relatedKeys],
      successMessage: t(`races.saved.${mode}`),
      silentError: true,
    },
  });

  // A label that was the automatic one (or empty) follows the distance; a typed one stays.
  const distance = useWatch({ control, name: 'distance' });
  const label = useWatch({ control, name: 'distance_label' });
  const previous = useRef(distance);
  useEffect(() => {
    const before = previous.current;
    previous.current = distance;
    if (before !== distance && isAutomaticLabel(form.getValues('distance_label'), before))
      form.setValue('distance_label', distanceLabel(distance, language));
  }, [distance, form, language]);
  const mismatch = labelDisagrees(label, distance);

  const scoring = useWatch({ control, name: 'scoring_type' });

  const onSubmit = submit((body) => {
    setCreated(null);
    mutation.mutate(body, {
      onSuccess: (race) => {
        if (editing) {
          form.reset(form.getValues());
          onSaved?.(race);
          return;
        }
        setCreated(race);
        form.reset(startingValues(catalogue));
      },
      onError: showServerError,
    });
  });

  const title =
    mode === 'create'
      ? t('races.form.title')
      : t(`races.form.${mode}Title`, { name: editing!.item.name });

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={title}>
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
        {mode === 'duplicate' && (
          <Alert variant="light" color="gray" icon={<InfoIcon />}>
            {t('races.duplicate.hint', { name: editing!.item.name, code: editing!.item.code })}
          </Alert>
        )}
        <FormErrorsAlert title={t('races.formError')} messages={serverErrors} />
        <FormSection legend={t('races.form.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormTextInput
              name="name"
              label={t('races.field.name')}
              withAsterisk
              placeholder={mode === 'duplicate' ? editing!.item.name : 'Corrida 10K'}
              className={classes.name}
              data-autofocus={editing ? true : undefined}
            />
            <FormTextInput
              name="code"
              label={t('races.field.code')}
              help={t(mode === 'edit' ? 'races.field.codeEditHelp' : 'races.field.codeHelp')}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              autoComplete="off"
            />
            <FormSelect
              name="type"
              label={t('races.field.type')}
              clearable
              data={wordOptions(RACE_TYPES, editing?.item.type, (type) => t(`raceType.${type}`))}
            />
            <FormDecimalInput
              name="distance"
              label={t('races.field.distance')}
              decimalScale={4}
              decimalSeparator={language === 'en' ? '.' : ','}
            />
            <FormTextInput
              name="distance_label"
              label={t('races.field.distanceLabel')}
              help={
                mismatch ? (
                  <Group component="span" gap={4} wrap="nowrap" c="var(--mantine-color-text)">
                    <AlertIcon size={14} color="var(--mantine-color-orange-filled)" />
                    {t('races.field.distanceLabelMismatch', {
                      label: label ?? '',
                      distance: distanceLabel(distance, language),
                    })}
                  </Group>
                ) : (
                  t('races.field.distanceLabelHelp')
                )
              }
            />
            <FormIntegerInput name="sort_order" label={t('races.field.sortOrder')} />
            <FormSelect
              name="status"
              label={t('races.field.status')}
              allowDeselect={false}
              data={wordOptions(GENERIC_STATUSES, editing?.item.status, (status) =>
                t(`status.${status}`),
              )}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection legend={t('races.form.scoringSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormDateTimeInput
              name="starts_at"
              label={t('races.field.startsAt')}
              help={t('races.field.startsAtHelp', { zone: format.timeZone() })}
              withAsterisk
            />
            <FormSelect
              name="scoring_type"
              label={t('races.field.scoringType')}
              allowDeselect={false}
              data={wordOptions(SCORING_TYPES, editing?.item.scoring_type, (type) =>
                t(`scoring.${type}`),
              )}
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

        <RaceModalitiesFields catalogue={catalogue} />

        <FormActions
          hint={mode === 'create' ? t('races.form.subtitle') : undefined}
          submitLabel={t(`races.submit.${mode}`)}
          pending={mutation.isPending}
          cancel={onCancel && { label: t('races.cancel'), onClick: onCancel }}
        />
      </Stack>
    </ContractForm>
  );
}
