import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  Controller,
  useFieldArray,
  useFormState,
  type Control,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import type { RegistrationFieldCreate } from '@/contract/registration-fields';
import { FormTextInput } from '@/web/components/form/bindings';
import { useI18n } from '@/web/i18n/i18n';
import { PlusIcon, TrashIcon } from '@/web/components/icons';
import { DownIcon, UpIcon } from './field-icons';
import { followLabel } from './field-logic';

interface OptionsEditorProps {
  control: Control<RegistrationFieldCreate>;
  getValues: UseFormGetValues<RegistrationFieldCreate>;
  setValue: UseFormSetValue<RegistrationFieldCreate>;
}

export function OptionsEditor({ control, getValues, setValue }: OptionsEditorProps) {
  const { t } = useI18n();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'options' });
  const { errors } = useFormState({ control, name: 'options' });
  const listError = errors.options?.message ?? errors.options?.root?.message;

  const othersThan = (index: number) =>
    (getValues('options') ?? []).filter((_, j) => j !== index).map((o) => o.value);

  return (
    <Stack gap="xs" role="group" aria-labelledby="options-editor-title">
      <div>
        <Text id="options-editor-title" size="sm" fw={600}>
          {t('registrationFields.options')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('registrationFields.optionsHint')}
        </Text>
      </div>
      {fields.map((item, i) => {
        const n = i + 1;
        return (
          <Group key={item.id} gap="xs" align="flex-start" wrap="nowrap">
            <Controller
              control={control}
              name={`options.${i}.label`}
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  style={{ flex: 3 }}
                  aria-label={t('registrationFields.optionLabel', { n })}
                  placeholder={t('registrationFields.optionLabel', { n })}
                  error={fieldState.error?.message}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    const current = getValues(`options.${i}`) ?? { label: '', value: '' };
                    setValue(`options.${i}.value`, followLabel(current, next, othersThan(i)));
                    field.onChange(next);
                  }}
                />
              )}
            />
            <FormTextInput
              control={control}
              name={`options.${i}.value`}
              style={{ flex: 2 }}
              aria-label={t('registrationFields.optionValue', { n })}
              placeholder={t('registrationFields.optionValue', { n })}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <ActionIcon.Group>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('registrationFields.optionUp', { n })}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <UpIcon />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('registrationFields.optionDown', { n })}
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <DownIcon />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                color="red"
                aria-label={t('registrationFields.optionRemove', { n })}
                onClick={() => remove(i)}
              >
                <TrashIcon />
              </ActionIcon>
            </ActionIcon.Group>
          </Group>
        );
      })}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<PlusIcon />}
          onClick={() => append({ label: '', value: '' }, { shouldFocus: true })}
        >
          {t('registrationFields.optionAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
