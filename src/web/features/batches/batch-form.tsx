import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BatchCreate } from '@/contract/batches';
import { BATCH_INSTALLMENTS_MAX, BATCH_INSTALLMENTS_MIN } from '@/contract/limits';
import {
  FormDateTimeInput,
  FormNumberInput,
  FormSwitch,
  FormTextInput,
} from '@/web/components/form/bindings';
import { FormErrorsAlert } from '@/web/components/form-errors-alert';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { applyServerErrors } from '@/web/lib/form-errors';
import { batchFormSchema, emptyBatchForm, type BatchFormValues } from './batch-form-schema';
import { batchQueries, createBatch } from '@/web/api/batches';
import { gridErrorPath, gridRows, syncRows, type GridRace } from './price-grid';
import { PriceGridField } from './price-grid-field';
import classes from './batch-form.module.css';

/** Help under the input, so the inputs of one row line up whatever their labels carry. */
const HELP_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

const FIELDS = Object.keys(emptyBatchForm([]));

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
  const form = useForm<BatchFormValues, unknown, BatchCreate>({
    resolver: zodResolver(schema),
    defaultValues: emptyBatchForm(gridRows(races)),
  });
  const { control } = form;
  const [unmatched, setUnmatched] = useState<string[]>([]);

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

  const onSubmit = form.handleSubmit((body) => {
    setUnmatched([]);
    mutation.mutate(body, {
      onSuccess: () => form.reset(emptyBatchForm(gridRows(races))),
      onError: (error) => {
        const rows = form.getValues('race_prices');
        setUnmatched(
          applyServerErrors(error, form.setError, FIELDS, (path) =>
            path.startsWith('race_prices') ? gridErrorPath(rows, path) : path,
          ),
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('batches.form.title')}>
      <Stack gap="lg">
        <FormErrorsAlert title={t('batches.formError')} messages={unmatched} />
        <Fieldset
          legend={t('batches.form.window')}
          variant="unstyled"
          classNames={{ legend: classes.legend }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormTextInput
              control={control}
              name="name"
              label={t('batches.field.name')}
              withAsterisk
              placeholder="1º Lote"
            />
            <FormDateTimeInput
              control={control}
              name="starts_at"
              label={t('batches.field.startsAt')}
              description={t('batches.field.timeHelp', { zone: timeZone })}
              inputWrapperOrder={HELP_BELOW}
            />
            <FormDateTimeInput
              control={control}
              name="ends_at"
              label={t('batches.field.endsAt')}
              description={t('batches.field.timeHelp', { zone: timeZone })}
              inputWrapperOrder={HELP_BELOW}
            />
            <FormNumberInput
              control={control}
              name="max_quantity"
              label={t('batches.field.maxQuantity')}
              description={t('batches.field.maxQuantityHelp')}
              inputWrapperOrder={HELP_BELOW}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
            />
          </SimpleGrid>
          <Group gap="xl" mt="md">
            <FormSwitch control={control} name="is_active" label={t('batches.field.isActive')} />
            <FormSwitch
              control={control}
              name="includes_kit"
              label={t('batches.field.includesKit')}
            />
          </Group>
        </Fieldset>

        <Fieldset
          legend={t('batches.form.payment')}
          variant="unstyled"
          classNames={{ legend: classes.legend }}
        >
          <Group gap="xl" align="flex-end">
            <FormSwitch
              control={control}
              name="installments_enabled"
              label={t('batches.field.installmentsEnabled')}
              mb={8}
            />
            <FormNumberInput
              control={control}
              name="max_installments"
              label={t('batches.field.maxInstallments')}
              min={BATCH_INSTALLMENTS_MIN}
              max={BATCH_INSTALLMENTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              disabled={!installmentsEnabled}
              w={180}
            />
            <FormSwitch
              control={control}
              name="absorb_installment_interest"
              label={t('batches.field.absorbInterest')}
              disabled={!installmentsEnabled}
              mb={8}
            />
          </Group>
        </Fieldset>

        <Fieldset
          legend={t('batches.grid.title')}
          variant="unstyled"
          classNames={{ legend: classes.legend }}
        >
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
        </Fieldset>

        <Group justify="flex-end">
          <Text size="sm" c="dimmed">
            {t('batches.form.subtitle')}
          </Text>
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('batches.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
