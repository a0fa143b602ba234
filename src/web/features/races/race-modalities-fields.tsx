import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Modality } from '@/contract/races';
import { FormTextInput } from '@/web/components/form/bindings';
import { FormMultiSelect, FormSelect } from '@/web/components/form/select-bindings';
import { FormSection } from '@/web/components/form/form-layout';
import { InfoIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { parseModalityIds, type RaceFormValues } from './race-form-schema';

/** The race's modalities (from the catalogue, or typed ids) and which one is its default. */
export function RaceModalitiesFields({ catalogue }: { catalogue: Modality[] | null }) {
  const { t } = useI18n();
  const form = useFormContext<RaceFormValues>();
  const { control } = form;
  const typedModalities = catalogue === null;
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

  return (
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
  );
}
