import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { FIELD_KEY_PATTERN, type RegistrationField } from '@/contract/registration-fields';
import { confirmLeavingForms } from '@/web/components/form/leave-guard';
import { InfoIcon, PlusIcon } from '@/web/components/icons';
import { lazyForm } from '@/web/components/lazy-form';
import { PageHeader } from '@/web/components/page-header';
import { useI18n } from '@/web/i18n/i18n';
import type { EditorTarget } from './field-editor';
import { FieldList } from './field-list';
import { moveItem, sortOrderChanges, type FieldDraft } from './field-logic';
import type { PreviewField } from '@/web/components/field-preview';
import { registrationFieldQueries, patchRegistrationField } from '@/web/api/registration-fields';

// The editor opens on demand: its form, selects and rules builder load then.
// The form as participants see it renders real selects (floating-ui and Combobox): after the list.
const FieldPreview = lazy(() =>
  import('@/web/components/field-preview').then((m) => ({ default: m.FieldPreview })),
);
const FieldEditor = lazyForm(() => import('./field-editor').then((m) => m.FieldEditor));

const bySortOrder = (a: RegistrationField, b: RegistrationField) =>
  a.sort_order - b.sort_order || a.id - b.id;

function upsert(list: RegistrationField[], changed: RegistrationField[]) {
  const out = list.map((f) => changed.find((c) => c.id === f.id) ?? f);
  for (const c of changed) if (!out.some((f) => f.id === c.id)) out.push(c);
  return out.sort(bySortOrder);
}

const NEW_FIELD_ID = -1;

export function RegistrationFieldsPage({ eventCode }: { eventCode: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const { data: listed } = useSuspenseQuery(registrationFieldQueries.list(eventCode));
  /** What this session created or edited: the whole list on a hub that cannot list fields. */
  const [session, setSession] = useState<RegistrationField[]>([]);
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [draft, setDraft] = useState<FieldDraft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const [byKey, setByKey] = useState('');

  const unavailable = listed === null;
  const fields = listed ? [...listed].sort(bySortOrder) : session;

  const remember = useCallback(
    (changed: RegistrationField[]) => {
      setSession((current) => upsert(current, changed));
      queryClient.setQueryData(registrationFieldQueries.list(eventCode).queryKey, (current) =>
        current ? upsert(current, changed) : current,
      );
    },
    [queryClient, eventCode],
  );

  const reorder = useMutation({
    mutationFn: (changes: { id: number; sort_order: number }[]) =>
      Promise.all(
        changes.map((c) => patchRegistrationField(eventCode, c.id, { sort_order: c.sort_order })),
      ),
    meta: { invalidates: [registrationFieldQueries.lists()] },
    onSuccess: (saved) => {
      remember(saved);
      setAnnouncement((text) => `${text} ${t('registrationFields.orderSaved')}`);
    },
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    const next = moveItem(fields, from, to);
    const changes = sortOrderChanges(next);
    const moved = fields[from];
    void queryClient.cancelQueries({ queryKey: registrationFieldQueries.lists() });
    remember(
      next.map((f) => {
        const change = changes.find((c) => c.id === f.id);
        return change ? { ...f, sort_order: change.sort_order } : f;
      }),
    );
    setFocusId(moved.id);
    setAnnouncement(
      t('registrationFields.moved', { label: moved.label, position: to + 1, total: fields.length }),
    );
    if (changes.length) reorder.mutate(changes);
  };

  const closeEditor = () => {
    setTarget(null);
    setDraft(null);
  };
  // Another field or a cancel replaces the editor: its unsaved edits are asked about first.
  const openEditor = (next: EditorTarget) =>
    void confirmLeavingForms().then((leave) => {
      if (!leave) return;
      setDraft(null);
      setTarget(next);
    });
  const cancelEditor = () => void confirmLeavingForms().then((leave) => leave && closeEditor());

  const editingId = target?.mode === 'edit' ? target.field.id : null;
  const preview: PreviewField[] = fields.map((f) =>
    f.id === editingId && draft ? { ...f, ...draft, id: f.id, editing: true } : f,
  );
  if (target && target.mode !== 'edit' && draft)
    preview.push({ ...draft, id: NEW_FIELD_ID, editing: true });

  const editorKey =
    target?.mode === 'edit'
      ? `edit-${target.field.id}`
      : target?.mode === 'by-key'
        ? `key-${target.key}`
        : 'create';

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('registrationFields.title')}
        subtitle={t('registrationFields.subtitle')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => openEditor({ mode: 'create' })}>
            {t('registrationFields.new')}
          </Button>
        }
      />

      {unavailable && (
        <Alert
          variant="light"
          color="gray"
          icon={<InfoIcon />}
          title={t('registrationFields.unavailableTitle')}
        >
          <Stack gap="sm">
            <Text size="sm">{t('registrationFields.unavailableText')}</Text>
            <Group
              gap="xs"
              align="flex-end"
              component="form"
              onSubmit={(event) => {
                event.preventDefault();
                const key = byKey.trim();
                if (FIELD_KEY_PATTERN.test(key)) openEditor({ mode: 'by-key', key });
              }}
            >
              <TextInput
                label={t('registrationFields.editByKey')}
                value={byKey}
                onChange={(event) => setByKey(event.currentTarget.value)}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                size="sm"
              />
              <Button type="submit" variant="default" size="sm">
                {t('registrationFields.editByKeyButton')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="md">
          {target && (
            <FieldEditor
              key={editorKey}
              eventCode={eventCode}
              target={target}
              onDraftChange={setDraft}
              fields={fields}
              onCancel={cancelEditor}
              onSaved={(field) => {
                remember([field]);
                closeEditor();
              }}
            />
          )}
          <Paper withBorder p="lg" component="section" aria-labelledby="field-list-title">
            <Title order={3} size="h4" id="field-list-title" mb="sm">
              {t('registrationFields.listTitle')}
            </Title>
            {fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('registrationFields.empty')}
              </Text>
            ) : (
              <FieldList
                fields={fields}
                editingId={editingId}
                focusId={focusId}
                onEdit={(field) => openEditor({ mode: 'edit', field })}
                onMove={move}
              />
            )}
          </Paper>
        </Stack>
        <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <FieldPreview fields={preview} />
          </Suspense>
        </div>
      </SimpleGrid>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
