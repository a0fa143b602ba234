import { NativeSelect, SimpleGrid, Stack, type NativeSelectProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { categoryCreateSchema, type CategoryCreate } from '@/contract/categories';
import { CATEGORY_TYPES, GENERIC_STATUSES, SEXES } from '@/contract/enums';
import { AGE_MAX, CATEGORY_AWARD_COUNT_MAX } from '@/contract/limits';
import type { Category, Race } from '@/contract/races';
import { categoryWrites, createCategory, updateCategory } from '@/web/api/categories';
import {
  bindInput,
  FormNativeSelect,
  FormSwitch,
  FormTextInput,
} from '@/web/components/form/bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { FormActions, FormSection } from '@/web/components/form/form-layout';
import { FormIntegerInput } from '@/web/components/form/number-bindings';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { useI18n } from '@/web/i18n/i18n';
import { sendableWord } from '@/web/lib/hub-words';

type CategoryFormValues = z.input<typeof categoryCreateSchema>;

/** A select of ids: the form holds the number, or null for the empty option. */
const FormIdSelect = bindInput<NativeSelectProps>(
  (props: NativeSelectProps) => <NativeSelect {...props} />,
  (value, onChange) => ({
    value: value == null ? '' : String(value),
    onChange: (event) => {
      const picked = event.currentTarget.value;
      onChange(picked === '' ? null : Number(picked));
    },
  }),
);

function toForm(category: Category | undefined): CategoryFormValues {
  if (!category)
    return {
      name: '',
      type: 'age_group',
      sex: null,
      age_min: null,
      age_max: null,
      modality_id: null,
      award_count: 3,
      category_group_id: '',
      sort_order: null,
      is_pwd: false,
      is_team: false,
      status: 'active',
    };
  return {
    name: category.name,
    type: sendableWord(CATEGORY_TYPES, category.type),
    sex: sendableWord(SEXES, category.sex) ?? null,
    age_min: category.age_min,
    age_max: category.age_max,
    modality_id: category.modality_id,
    award_count: category.award_count,
    category_group_id: category.category_group_id ?? '',
    sort_order: category.sort_order,
    is_pwd: category.is_pwd,
    is_team: category.is_team,
    status: sendableWord(GENERIC_STATUSES, category.status),
  };
}

interface CategoryFormProps {
  eventCode: string;
  race: Race;
  /** Absent: a new category. */
  category?: Category;
  onSaved: (category: Category) => void;
  onCancel: () => void;
}

/** A category of a race, new or changed: the contract's body, the hub's 422 on its fields. */
export function CategoryForm({ eventCode, race, category, onSaved, onCancel }: CategoryFormProps) {
  const { t } = useI18n();
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema: categoryCreateSchema,
    defaultValues: toForm(category),
    typeError: t('categories.form.required'),
  });
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const mutation = useMutation({
    mutationFn: (body: CategoryCreate) =>
      category
        ? updateCategory(eventCode, race.code, category.id, body)
        : createCategory(eventCode, race.code, body),
    meta: {
      invalidates: categoryWrites(),
      successMessage: t(category ? 'categories.saved' : 'categories.created', {
        name: name.trim(),
      }),
      silentError: true,
    },
  });
  const onSubmit = submit((body) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.reset(form.getValues());
        onSaved(saved);
      },
      onError: showServerError,
    }),
  );
  const title = category
    ? t('categories.form.editTitle', { name: category.name })
    : t('categories.form.newTitle', { race: race.name });
  const ages = { min: 0, max: AGE_MAX, help: t('categories.field.agesHelp') };

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={title}>
      <Stack gap="lg">
        <FormErrorsAlert title={t('categories.form.error')} messages={serverErrors} />
        <FormSection legend={t('categories.form.who')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <FormTextInput
              name="name"
              label={t('categories.field.name')}
              help={t('categories.field.nameHelp')}
              withAsterisk
              data-autofocus
            />
            <FormNativeSelect
              name="type"
              label={t('categories.field.type')}
              data={CATEGORY_TYPES.map((type) => ({
                value: type,
                label: t(`categories.type.${type}`),
              }))}
            />
            <FormNativeSelect
              name="sex"
              label={t('categories.field.sex')}
              emptyLabel={t('categories.sex.any')}
              data={SEXES.map((sex) => ({ value: sex, label: t(`categories.sex.${sex}`) }))}
            />
            <FormIntegerInput name="age_min" label={t('categories.field.ageMin')} {...ages} />
            <FormIntegerInput name="age_max" label={t('categories.field.ageMax')} {...ages} />
            <FormIdSelect
              name="modality_id"
              label={t('categories.field.modality')}
              data={[
                { value: '', label: t('categories.modality.any') },
                ...(race.modalities ?? []).map((m) => ({ value: String(m.id), label: m.name })),
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            <FormSwitch name="is_pwd" label={t('categories.field.isPwd')} />
            <FormSwitch name="is_team" label={t('categories.field.isTeam')} />
          </SimpleGrid>
        </FormSection>
        <FormSection legend={t('categories.form.award')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <FormIntegerInput
              name="award_count"
              label={t('categories.field.awardCount')}
              help={t('categories.field.awardCountHelp')}
              max={CATEGORY_AWARD_COUNT_MAX}
              withAsterisk
            />
            <FormTextInput
              name="category_group_id"
              label={t('categories.field.group')}
              help={t('categories.field.groupHelp')}
            />
            <FormIntegerInput
              name="sort_order"
              label={t('categories.field.sortOrder')}
              help={t('categories.field.sortOrderHelp')}
            />
            <FormNativeSelect
              name="status"
              label={t('categories.field.status')}
              data={GENERIC_STATUSES.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              }))}
            />
          </SimpleGrid>
        </FormSection>
        <FormActions
          submitLabel={t(category ? 'categories.form.save' : 'categories.form.create')}
          pending={mutation.isPending}
          cancel={{ label: t('categories.form.cancel'), onClick: onCancel }}
        />
      </Stack>
    </ContractForm>
  );
}
