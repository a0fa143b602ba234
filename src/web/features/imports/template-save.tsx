import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAPPING_TEMPLATE_NAME_MAX } from '@/contract/mapping-templates';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorText } from '@/web/lib/hub-error';

/** After an import: this file's mapping saved under a name, for the whole team. */
export function TemplateSave({
  defaultName,
  onSave,
}: {
  defaultName: string;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const [name, setName] = useState(defaultName.slice(0, MAPPING_TEMPLATE_NAME_MAX));
  const save = useMutation({
    mutationFn: (value: string) => onSave(value),
    onSuccess: (_saved, value) =>
      notifications.show({ color: 'teal', message: t('imports.template.saved', { name: value }) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate(name.trim());
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="template-save-title">
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Title order={4} size="h5" id="template-save-title">
            {t('imports.template.saveTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('imports.template.saveHint')}
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('imports.template.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={MAPPING_TEMPLATE_NAME_MAX}
              error={save.error ? hubErrorText(save.error) : undefined}
              required
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" mt={25} loading={save.isPending} disabled={!name.trim()}>
              {t('imports.template.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
