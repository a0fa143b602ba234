import {
  Alert,
  Badge,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, type ReactNode } from 'react';
import {
  splitRule,
  type FieldDisplay,
  type RegistrationField,
} from '@/contract/registration-fields';
import { useI18n } from '@/web/i18n/i18n';

/** A registration field as the registrant sees it: the hub's field or a draft in the editor. */
export type PreviewField = Pick<RegistrationField, 'id' | 'label' | 'type'> &
  FieldDisplay & { editing?: boolean };

const PLACEHOLDERS: Record<string, string> = {
  email: 'nome@exemplo.com.br',
  cpf: '000.000.000-00',
  phone: '(11) 91234-5678',
  date: 'dd/mm/aaaa',
  numeric: '0',
};

/** Mantine refuses repeated or empty option values; a draft may have both while being typed. */
function usableOptions(field: PreviewField) {
  const seen = new Set<string>();
  return (field.options ?? []).flatMap((o) => {
    if (!o.value || seen.has(o.value)) return [];
    seen.add(o.value);
    return [{ value: o.value, label: o.label || o.value }];
  });
}

function PreviewInput({ field }: { field: PreviewField }) {
  const { t } = useI18n();
  const rules = (field.validation_rules ?? []).map(splitRule);
  const label = field.label || '—';
  const badges: ReactNode[] = [];
  if (field.show_only_with_kit)
    badges.push(
      <Badge key="kit" size="xs" variant="light" color="gray">
        {t('registrationFields.badge.kit')}
      </Badge>,
    );
  if (field.editing)
    badges.push(
      <Badge key="editing" size="xs" variant="light" color="indigo">
        {t('registrationFields.previewEditing')}
      </Badge>,
    );
  const description =
    field.help_text || badges.length ? (
      <Group gap={6} component="span">
        {badges}
        {field.help_text && <span>{field.help_text}</span>}
      </Group>
    ) : undefined;
  const common = { label, description, withAsterisk: !!field.is_required };

  switch (field.type) {
    case 'textarea':
      return <Textarea {...common} rows={3} />;
    case 'select':
    case 'multiselect': {
      const data = usableOptions(field);
      const input =
        field.type === 'select' ? (
          <Select {...common} data={data} placeholder={t('registrationFields.previewChoose')} />
        ) : (
          <MultiSelect
            {...common}
            data={data}
            placeholder={t('registrationFields.previewChoose')}
          />
        );
      return data.length > 0 ? (
        input
      ) : (
        <Stack gap={4}>
          {input}
          <Text size="xs" c="var(--mantine-color-red-light-color)">
            {t('registrationFields.previewNoOptions')}
          </Text>
        </Stack>
      );
    }
    case 'checkbox':
      return <Checkbox label={label} description={description} required={!!field.is_required} />;
    case 'file': {
      const mimes = rules.find((r) => r.name === 'mimes')?.param;
      const kb = rules.find((r) => r.name === 'max_kb')?.param;
      const limits = [
        mimes && t('registrationFields.previewFileRules', { mimes: mimes.split(',').join(', ') }),
        kb && t('registrationFields.previewFileSize', { kb }),
      ]
        .filter(Boolean)
        .join(' · ');
      return (
        <FileInput
          {...common}
          description={
            limits ? (
              <>
                {description} {limits}
              </>
            ) : (
              description
            )
          }
          placeholder={t('registrationFields.previewFile')}
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept={
            mimes
              ? mimes
                  .split(',')
                  .map((ext) => `.${ext}`)
                  .join(',')
              : undefined
          }
          clearable
        />
      );
    }
    default: {
      const rule = rules.find((r) => r.name in PLACEHOLDERS);
      return (
        <TextInput
          {...common}
          type={rules.some((r) => r.name === 'email') ? 'email' : 'text'}
          placeholder={rule ? PLACEHOLDERS[rule.name] : undefined}
          maxLength={Number(rules.find((r) => r.name === 'max')?.param) || undefined}
        />
      );
    }
  }
}

/** The registrant's form as the fields stand, the one in edit included. */
export function FieldPreview({
  fields,
  title,
  hint,
  className,
}: {
  fields: PreviewField[];
  /** The editor's wording by default; the review names it after the registrant. */
  title?: string;
  hint?: string;
  className?: string;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const shown = fields.filter((f) => f.is_active !== false);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={titleId} className={className}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {title ?? t('registrationFields.preview')}
          </Title>
          <Text size="sm" c="dimmed">
            {hint ?? t('registrationFields.previewHint')}
          </Text>
        </div>
        {shown.length === 0 ? (
          <Alert variant="light" color="gray">
            {t('registrationFields.previewEmpty')}
          </Alert>
        ) : (
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack gap="md">
              {shown.map((field) => (
                <div key={field.id}>
                  <PreviewInput field={field} />
                </div>
              ))}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
