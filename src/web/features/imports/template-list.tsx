import { ActionIcon, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { MAPPING_TEMPLATE_NAME_MAX, type MappingTemplate } from '@/contract/mapping-templates';
import { deleteTemplate, renameTemplate, templateQueries } from '@/web/api/mapping-templates';
import { DeleteItem } from '@/web/components/item-actions';
import { PencilIcon, TrashIcon } from '@/web/components/icons';
import { useI18n } from '@/web/i18n/i18n';
import { hubErrorText } from '@/web/lib/hub-error';
import { HintedSection } from './hinted-section';

/** The team's mapping templates on the Imports tab: listed, renamed, deleted. */
export function TemplateList() {
  const { t, format } = useI18n();
  const lists = useQueries({
    queries: (['registrations', 'results'] as const).map((kind) => templateQueries.list(kind)),
  });
  const templates = lists.flatMap((q) => q.data ?? []);
  const error = lists.find((q) => q.error)?.error;
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<MappingTemplate | null>(null);
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameTemplate(id, name),
    meta: { invalidates: [templateQueries.all()], successMessage: t('imports.templates.renamed') },
    onSuccess: () => setRenaming(null),
  });

  return (
    <HintedSection
      id="templates-title"
      title={t('imports.templates.title')}
      hint={t('imports.templates.hint')}
    >
      {error && (
        <Text size="sm" c="red" role="alert">
          {hubErrorText(error)}
        </Text>
      )}
      {!error && lists.every((q) => q.isSuccess) && templates.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('imports.templates.empty')}
        </Text>
      )}
      {templates.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('imports.templates.col.name')}</Table.Th>
                <Table.Th>{t('imports.templates.col.kind')}</Table.Th>
                <Table.Th>{t('imports.templates.col.columns')}</Table.Th>
                <Table.Th>{t('imports.templates.col.by')}</Table.Th>
                <Table.Th>{t('imports.templates.col.updated')}</Table.Th>
                <Table.Th w={96}>{t('imports.templates.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    {renaming?.id === template.id ? (
                      <form
                        onSubmit={(event) => {
                          event.preventDefault();
                          if (renaming.name.trim())
                            rename.mutate({ id: template.id, name: renaming.name.trim() });
                        }}
                      >
                        <Group gap="xs" wrap="nowrap">
                          <TextInput
                            aria-label={t('imports.templates.rename', { name: template.name })}
                            value={renaming.name}
                            onChange={(e) =>
                              setRenaming({ id: template.id, name: e.currentTarget.value })
                            }
                            maxLength={MAPPING_TEMPLATE_NAME_MAX}
                            error={rename.error ? hubErrorText(rename.error) : undefined}
                            size="xs"
                            data-autofocus
                            autoFocus
                          />
                          <Button type="submit" size="xs" loading={rename.isPending}>
                            {t('imports.templates.renameSave')}
                          </Button>
                          <Button
                            variant="default"
                            size="xs"
                            onClick={() => {
                              rename.reset();
                              setRenaming(null);
                            }}
                          >
                            {t('imports.templates.cancel')}
                          </Button>
                        </Group>
                      </form>
                    ) : (
                      <Text size="sm" fw={500}>
                        {template.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t(`imports.kind.${template.kind}`)}</Table.Td>
                  <Table.Td>
                    {t('imports.templates.columns', {
                      mapped: template.columns.filter(Boolean).length,
                      total: template.columns.length,
                    })}
                  </Table.Td>
                  <Table.Td>{template.created_by}</Table.Td>
                  <Table.Td>{format.dateTime(template.updated_at)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={t('imports.templates.rename', { name: template.name })}
                        onClick={() => setRenaming({ id: template.id, name: template.name })}
                      >
                        <PencilIcon />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('imports.templates.delete', { name: template.name })}
                        onClick={() => setDeleting(template)}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeleteItem
        item={deleting}
        remove={(id) => deleteTemplate(id)}
        invalidates={[templateQueries.all()]}
        labels={{
          title: t('imports.templates.deleteTitle'),
          text: t('imports.templates.deleteText', { name: deleting?.name ?? '' }),
          confirmLabel: t('imports.templates.deleteConfirm'),
          cancelLabel: t('imports.templates.cancel'),
          closeLabel: t('imports.templates.close'),
          deleted: t('imports.templates.deleted'),
        }}
        inUse={() => null}
        onClose={() => setDeleting(null)}
      />
    </HintedSection>
  );
}
