import { Alert, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { BatchCreate } from '@/contract/batches';
import { BATCH_INSTALLMENTS_MAX, BATCH_INSTALLMENTS_MIN } from '@/contract/limits';
import {
  FormDateTimeInput,
  FormIntegerInput,
  FormSwitch,
  FormTextInput,
} from '@/web/components/form/bindings';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { ContractForm } from '@/web/components/form/contract-form';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { batchFormSchema, emptyBatchForm } from './batch-form-schema';
import { batchQueries, createBatch } from '@/web/api/batches';
import { gridErrorPath, gridRows, syncRows, type GridRace } from './price-grid';
import { PriceGridField } from './price-grid-field';

interface BatchFormProps {
  eventCode: string;
  races: GridRace[];
  /** The hub lists races; otherwise the grid shows the known ones and takes others by id. */
  racesFromHub: boolean;
  relatedKeys?: readonly QueryKey[];
}

export function BatchForm({ eventCode, races, racesFromHub, relatedKeys = [] }: BatchFormProps) {
  const { t, timeZone, language } = useI18n();
  const schema = useMemo(
    () =>
      batchFormSchema({
        timeZone,
        messages: {
          required: t('batches.error.required'),
          priceRequired: t('batches.error.priceRequired'),
          priceInvalid: t('batches.error.priceInvalid'),
        },
      }),
    // `t` changes identity every render; the language is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timeZone, language],
  );
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema,
    defaultValues: emptyBatchForm(gridRows(races)),
    toField: (path, values) =>
      path.startsWith('race_prices') ? gridErrorPath(values.race_prices, path) : path,
  });
  const { control } = form;

  useEffect(() => {
    const current = form.getValues('race_prices');
    const next = syncRows(current, races);
    const same =
      next.length === current.length && next.every((row, i) => row.race_id === current[i].race_id);
    if (!same) form.setValue('race_prices', next);
  }, [races, form]);

  const mutation = useMutation({
    mutationFn: (body: BatchCreate) => createBatch(eventCode, body),
    meta: {
      invalidates: [batchQueries.lists(), ...relatedKeys],
      successMessage: t('batches.created'),
      silentError: true,
    },
  });

  const installmentsEnabled = useWatch({ control, name: 'installments_enabled' });
  const maxInstallments = useWatch({ control, name: 'max_installments' });

  const onSubmit = submit((body) =>
    mutation.mutate(body, {
      onSuccess: () => form.reset(emptyBatchForm(gridRows(races))),
      onError: showServerError,
    }),
  );

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('batches.form.title')}>
      <Stack gap="lg">
        <FormErrorsAlert title={t('batches.formError')} messages={serverErrors} />
        <FormSection legend={t('batches.form.window')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormTextInput
              name="name"
              label={t('batches.field.name')}
              withAsterisk
              placeholder="1º Lote"
            />
            {(['starts_at', 'ends_at'] as const).map((name) => (
              <FormDateTimeInput
                key={name}
                name={name}
                label={t(name === 'starts_at' ? 'batches.field.startsAt' : 'batches.field.endsAt')}
                help={t('batches.field.timeHelp', { zone: timeZone })}
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
          hint={t('batches.form.subtitle')}
          submitLabel={t('batches.submit')}
          pending={mutation.isPending}
        />
      </Stack>
    </ContractForm>
  );
}
