import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FIELD_TYPES } from '@/contract/enums';
import {
  registrationFieldCreateSchema,
  slugifyKey,
  type RegistrationField,
  type RegistrationFieldCreate,
} from '@/contract/registration-fields';
import { FormSwitch, FormTextarea, FormTextInput } from '@/web/components/form/bindings';
import { FormSelect } from '@/web/components/form/select-bindings';
import { ContractForm } from '@/web/components/form/contract-form';
import { FormErrorsAlert } from '@/web/components/form/form-errors-alert';
import { FormActions } from '@/web/components/form/form-layout';
import { useContractForm } from '@/web/components/form/use-contract-form';
import { useI18n } from '@/web/i18n/i18n';
import { fieldPatch, fieldsNaming, hasOptions, type FieldDraft } from './field-logic';
import { registrationQueries } from '@/web/api/registrations';
import { KeyInUseAlert, KeyInUseModal, keyInUse } from './key-in-use';
import type { KeyUse } from './key-use-list';
import {
  createRegistrationField,
  registrationFieldQueries,
  patchRegistrationField,
} from '@/web/api/registration-fields';
import { OptionsEditor } from './options-editor';
import { RulesBuilder } from './rules-builder';

export type EditorTarget =
  | { mode: 'create' }
  | { mode: 'edit'; field: RegistrationField }
  /** A field this console cannot read (spec-only hub): the form is sent whole. */
  | { mode: 'by-key'; key: string };

function startValues(target: EditorTarget): RegistrationFieldCreate {
  if (target.mode === 'edit') {
    const f = target.field;
    return {
      label: f.label,
      key: f.key,
      type: (FIELD_TYPES as readonly string[]).includes(f.type)
        ? (f.type as RegistrationFieldCreate['type'])
        : 'text',
      options: f.options ?? [],
      validation_rules: f.validation_rules ?? [],
      help_text: f.help_text ?? '',
      is_required: f.is_required,
      show_only_with_kit: f.show_only_with_kit,
      is_active: f.is_active,
    };
  }
  return {
    label: '',
    key: target.mode === 'by-key' ? target.key : '',
    type: 'text',
    options: [],
    validation_rules: [],
    help_text: '',
    is_required: false,
    show_only_with_kit: false,
    is_active: true,
  };
}

interface FieldEditorProps {
  eventCode: string;
  target: EditorTarget;
  /** The event's fields: those naming this one's key are what a key change affects. */
  fields: readonly RegistrationField[];
  onSaved: (field: RegistrationField) => void;
  onCancel: () => void;
  onDraftChange: (draft: FieldDraft) => void;
}

export function FieldEditor({
  eventCode,
  target,
  fields,
  onSaved,
  onCancel,
  onDraftChange,
}: FieldEditorProps) {
  const { t } = useI18n();
  const { form, submit, showServerError, serverErrors } = useContractForm({
    schema: registrationFieldCreateSchema,
    defaultValues: startValues(target),
  });
  const { control, setValue, getValues } = form;
  const draft = useWatch({ control }) as FieldDraft;
  const type = draft.type ?? 'text';

  useEffect(() => onDraftChange(draft), [draft, onDraftChange]);

  // A saved field's key is what other fields and the answers already given know it by.
  const queryClient = useQueryClient();
  const savedKey = target.mode === 'edit' ? target.field.key : null;
  const keyChanged = savedKey !== null && (draft.key ?? '').trim() !== savedKey;
  const firstPage = registrationQueries.page(eventCode, { page: 1, per_page: 1 });
  const registrations = useQuery({ ...firstPage, enabled: keyChanged, retry: false });
  const naming =
    target.mode === 'edit' ? fieldsNaming(target.field.key, fields, target.field.id) : [];
  const liveUse: KeyUse = {
    fields: naming,
    registrations: registrations.isError ? null : (registrations.data?.meta.total ?? 0),
  };
  const [confirming, setConfirming] = useState<{
    values: RegistrationFieldCreate;
    use: KeyUse;
  } | null>(null);

  // The key follows the label while it is still the generated one (new fields only).
  const lastLabel = useRef(draft.label ?? '');
  useEffect(() => {
    const label = draft.label ?? '';
    if (target.mode === 'create' && getValues('key') === slugifyKey(lastLabel.current))
      setValue('key', slugifyKey(label));
    lastLabel.current = label;
  }, [draft.label, target.mode, getValues, setValue]);

  const mutation = useMutation({
    mutationFn: (values: RegistrationFieldCreate) => {
      const body: FieldDraft = {
        ...values,
        options: hasOptions(values.type) ? values.options : [],
      };
      if (target.mode === 'create') return createRegistrationField(eventCode, body);
      if (target.mode === 'by-key') return patchRegistrationField(eventCode, target.key, body);
      return patchRegistrationField(eventCode, target.field.id, fieldPatch(target.field, body));
    },
    meta: { invalidates: [registrationFieldQueries.lists()], silentError: true },
    onSuccess: (field) => {
      notifications.show({
        color: 'teal',
        title: t('notify.successTitle'),
        message: t(
          target.mode === 'create' ? 'registrationFields.created' : 'registrationFields.saved',
          {
            label: field.label,
          },
        ),
      });
      onSaved(field);
    },
    onError: showServerError,
  });

  const onSubmit = submit(async (values) => {
    if (target.mode === 'edit') {
      const body = { ...values, options: hasOptions(values.type) ? values.options : [] };
      if (Object.keys(fieldPatch(target.field, body)).length === 0) {
        notifications.show({ color: 'gray', message: t('registrationFields.unchanged') });
        form.reset(values); // nothing to lose: closing does not ask
        onCancel();
        return;
      }
      if (values.key !== target.field.key) {
        const total = await queryClient.fetchQuery({ ...firstPage, retry: false }).then(
          ({ meta }) => meta.total,
          () => null,
        );
        const use: KeyUse = { fields: naming, registrations: total };
        if (keyInUse(use)) {
          setConfirming({ values, use });
          return;
        }
      }
    }
    mutation.mutate(values);
  });

  const title =
    target.mode === 'create'
      ? t('registrationFields.editorCreate')
      : target.mode === 'by-key'
        ? t('registrationFields.editorByKey', { key: target.key })
        : t('registrationFields.editorEdit');

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="field-editor-title">
      <ContractForm form={form} onSubmit={onSubmit}>
        <Stack gap="md">
          <div>
            <Title order={3} size="h4" id="field-editor-title">
              {title}
            </Title>
            {target.mode === 'by-key' && (
              <Text size="sm" c="dimmed">
                {t('registrationFields.editByKeyHint')}
              </Text>
            )}
          </div>
          <FormErrorsAlert title={t('registrationFields.errorsTitle')} messages={serverErrors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextInput name="label" label={t('registrationFields.label')} withAsterisk />
            <FormTextInput
              name="key"
              label={t('registrationFields.key')}
              help={t('registrationFields.keyHint')}
              withAsterisk
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              readOnly={target.mode === 'by-key'}
            />
          </SimpleGrid>
          {savedKey !== null && keyChanged && !registrations.isPending && (
            <KeyInUseAlert savedKey={savedKey} nextKey={draft.key ?? ''} use={liveUse} />
          )}
          <FormSelect
            name="type"
            label={t('registrationFields.type')}
            allowDeselect={false}
            data={FIELD_TYPES.map((value) => ({
              value,
              label: t(`registrationFields.type.${value}`),
            }))}
            onOptionSubmit={(next) => {
              // As on the hub: a type without options drops them; a select starts with one row.
              if (!hasOptions(next)) setValue('options', []);
              else if ((getValues('options') ?? []).length === 0)
                setValue('options', [{ label: '', value: '' }]);
            }}
          />
          {hasOptions(type) && (
            <OptionsEditor control={control} getValues={getValues} setValue={setValue} />
          )}
          <RulesBuilder control={control} type={type} />
          <FormTextarea name="help_text" label={t('registrationFields.helpText')} rows={2} />
          <Group gap="xl">
            <FormSwitch name="is_required" label={t('registrationFields.isRequired')} />
            <FormSwitch name="show_only_with_kit" label={t('registrationFields.showOnlyWithKit')} />
            <FormSwitch name="is_active" label={t('registrationFields.isActive')} />
          </Group>
          <FormActions
            gap="sm"
            submitLabel={
              target.mode === 'create'
                ? t('registrationFields.create')
                : t('registrationFields.save')
            }
            pending={mutation.isPending}
          >
            <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
              {t('registrationFields.cancel')}
            </Button>
          </FormActions>
        </Stack>
      </ContractForm>
      {savedKey !== null && (
        <KeyInUseModal
          savedKey={savedKey}
          nextKey={confirming?.values.key ?? ''}
          use={confirming?.use ?? null}
          onConfirm={() => {
            if (confirming) mutation.mutate(confirming.values);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Paper>
  );
}
