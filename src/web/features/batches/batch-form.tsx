import { Alert, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  batchPriceChangeDetailsSchema,
  type Batch,
  type BatchCreate,
  type BatchPriceChangeDetails,
} from '@/contract/batches';
import type { HubEvent } from '@/contract/events';
import { BATCH_INSTALLMENTS_MAX, BATCH_INSTALLMENTS_MIN } from '@/contract/limits';
import { FormSwitch, FormTextInput } from '@/web/components/form/bindings';
import { FormIntegerInput } from '@/web/components/form/number-bindings';
import { FormDateTimeInput } from '@/web/components/form/date-fields';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { InfoIcon } from '@/web/components/icons';
import type { Editing } from '@/web/components/item-actions';
import { useI18n } from '@/web/i18n/i18n';
import { isApiError } from '@/web/lib/api-client';
import { batchWindowProblems, type BatchWindowProblem } from './batch-dates';
import { batchFormSchema, batchToForm, emptyBatchForm, toUpdateBody } from './batch-form-schema';
import { batchQueries, createBatch, updateBatch } from '@/web/api/batches';
import { PriceChangeConfirm } from './price-change-confirm';
import { gridErrorPath, gridRows, syncRows, type GridRace } from './price-grid';
import { PriceGridField } from './price-grid-field';

interface BatchFormProps {
  eventCode: string;
  races: GridRace[];
  /** The hub lists races; otherwise the grid shows the known ones and takes others by id. */
  racesFromHub: boolean;
  relatedKeys?: readonly QueryKey[];
  /** The event the sales window is checked against (with the races' starts). */
  event: Pick<HubEvent, 'date'> | null;
  /** Absent: a new batch. */
  editing?: Editing<Batch>;
  /** An edit or a copy was saved. */
  onSaved?: (batch: Batch) => void;
  onCancel?: () => void;
}

/** The words of a window problem, its bound formatted in the reader's language. */
function useWindowMessage() {
  const { t, format } = useI18n();
  return (problem: BatchWindowProblem) => {
    const date = format.dateTime(problem.bound);
    if (problem.kind === 'endsBeforeStart') return t('batches.date.endsBeforeStart', { date });
    if (problem.kind === 'afterEvent') return t('batches.date.afterEvent', { date });
    return t(`batches.date.${problem.field}AfterRace`, { race: problem.race, date });
  };
}

export function BatchForm({
  eventCode,
  races,
  racesFromHub,
  relatedKeys = [],
  event,
  editing,
  onSaved,
  onCancel,
}: BatchFormProps) {
  const { t, timeZone, language, format } = useI18n();
  const windowMessage = useWindowMessage();
  const schema = useMemo(
    () =>
      batchFormSchema({
        timeZone,
        messages: {
          required: t('batches.error.required'),
          priceRequired: t('batches.error.priceRequired'),
          priceInvalid: t('batches.error.priceInvalid'),
        },
        windowProblems: (window) =>
          batchWindowProblems(window, { event, races, timeZone }).map((problem) => ({
            field: problem.field,
            message: windowMessage(problem),
          })),
        original: editing?.item,
      }),
    // `t` changes identity every render; the language, the event and races are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeZone, language, event, races, editing?.item],
  );
  const mode = editing?.mode ?? 'create';
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema,
    defaultValues: editing
      ? batchToForm(editing.item, races, timeZone, editing.mode === 'duplicate')
      : emptyBatchForm(gridRows(races)),
    toField: (path, values) =>
      path.startsWith('race_prices') ? gridErrorPath(values.race_prices, path) : path,
  });
  const { control } = form;

  useEffect(() => {
    if (editing) return; // The edited batch's rows stay as they were read.
    const current = form.getValues('race_prices');
    const next = syncRows(current, races);
    const same =
      next.length === current.length && next.every((row, i) => row.race_id === current[i].race_id);
    if (!same) form.setValue('race_prices', next);
  }, [races, form, editing]);

  const mutation = useMutation({
    mutationFn: ({ body, confirm }: { body: BatchCreate; confirm: boolean }) =>
      editing?.mode === 'edit'
        ? updateBatch(eventCode, editing.item.id, toUpdateBody(body), confirm)
        : createBatch(eventCode, body),
    meta: {
      invalidates: [batchQueries.lists(), ...relatedKeys],
      successMessage: t(`batches.saved.${mode}`),
      silentError: true,
    },
  });
  /** A price change that touches sales, waiting for the person's word. */
  const [confirming, setConfirming] = useState<{
    body: BatchCreate;
    details: BatchPriceChangeDetails;
  } | null>(null);

  const send = (body: BatchCreate, confirm: boolean) =>
    mutation.mutate(
      { body, confirm },
      {
        onSuccess: (batch) => {
          setConfirming(null);
          if (editing) {
            form.reset(form.getValues());
            onSaved?.(batch);
          } else form.reset(emptyBatchForm(gridRows(races)));
        },
        onError: (error) => {
          const details =
            isApiError(error) && error.error === 'confirmation_required'
              ? batchPriceChangeDetailsSchema.safeParse(error.details)
              : null;
          if (details?.success) setConfirming({ body, details: details.data });
          else {
            setConfirming(null);
            showServerError(error);
          }
        },
      },
    );

  const installmentsEnabled = useWatch({ control, name: 'installments_enabled' });
  const maxInstallments = useWatch({ control, name: 'max_installments' });

  const onSubmit = submit((body) => send(body, false));
  const title =
    mode === 'create'
      ? t('batches.form.title')
      : t(`batches.form.${mode}Title`, { name: editing!.item.name });

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={title}>
      <Stack gap="lg">
        {mode === 'duplicate' && (
          <Alert variant="light" color="gray" icon={<InfoIcon />}>
            {t('batches.duplicate.hint', { name: editing!.item.name })}
          </Alert>
        )}
        <FormErrorsAlert title={t('batches.formError')} messages={serverErrors} />
        <FormSection legend={t('batches.form.window')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormTextInput
              name="name"
              label={t('batches.field.name')}
              withAsterisk
              placeholder={mode === 'duplicate' ? editing!.item.name : '1º Lote'}
              data-autofocus={editing ? true : undefined}
            />
            {(['starts_at', 'ends_at'] as const).map((name) => (
              <FormDateTimeInput
                key={name}
                name={name}
                label={t(name === 'starts_at' ? 'batches.field.startsAt' : 'batches.field.endsAt')}
                help={t('batches.field.timeHelp', { zone: format.timeZone() })}
              />
            ))}
            <FormIntegerInput
              name="max_quantity"
              label={t('batches.field.maxQuantity')}
              help={t('batches.field.maxQuantityHelp')}
              min={1}
              thousandSeparator="."
            />
          </SimpleGrid>
          <Group gap="xl" mt="md">
            <FormSwitch name="is_active" label={t('batches.field.isActive')} />
            <FormSwitch name="includes_kit" label={t('batches.field.includesKit')} />
          </Group>
        </FormSection>

        <FormSection legend={t('batches.form.payment')}>
          <Group gap="xl" align="flex-end">
            <FormSwitch
              name="installments_enabled"
              label={t('batches.field.installmentsEnabled')}
              mb={8}
            />
            <FormIntegerInput
              name="max_installments"
              label={t('batches.field.maxInstallments')}
              min={BATCH_INSTALLMENTS_MIN}
              max={BATCH_INSTALLMENTS_MAX}
              disabled={!installmentsEnabled}
              w={180}
            />
            <FormSwitch
              name="absorb_installment_interest"
              label={t('batches.field.absorbInterest')}
              disabled={!installmentsEnabled}
              mb={8}
            />
          </Group>
        </FormSection>

        <FormSection legend={t('batches.grid.title')}>
          <PriceGridField
            control={control}
            installments={installmentsEnabled ? (maxInstallments ?? null) : null}
            allowAddById={!racesFromHub}
            notice={
              races.length === 0 && racesFromHub ? (
                <Alert variant="light" color="yellow" icon={<InfoIcon />}>
                  {t('batches.grid.noRaces')}
                </Alert>
              ) : !racesFromHub ? (
                <Alert variant="light" color="gray" icon={<InfoIcon />}>
                  {t('batches.grid.knownRaces')}
                </Alert>
              ) : null
            }
          />
        </FormSection>

        <FormActions
          hint={mode === 'create' ? t('batches.form.subtitle') : undefined}
          submitLabel={t(`batches.submit.${mode}`)}
          pending={mutation.isPending}
          cancel={onCancel && { label: t('batches.cancel'), onClick: onCancel }}
        />
      </Stack>
      <PriceChangeConfirm
        details={confirming?.details ?? null}
        batchName={editing?.item.name ?? ''}
        pending={mutation.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && send(confirming.body, true)}
      />
    </ContractForm>
  );
}
