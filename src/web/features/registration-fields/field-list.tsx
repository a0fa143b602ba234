import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { RegistrationField } from '@/contract/registration-fields';
import { FIELD_TYPES } from '@/contract/enums';
import { LazyTargetTooltip } from '@/web/components/lazy-target-tooltip';
import { useI18n } from '@/web/i18n/i18n';
import { EditIcon, GripIcon } from './field-icons';
import { hasOptions } from './field-logic';
import classes from './field-list.module.css';

interface FieldListProps {
  fields: RegistrationField[];
  editingId: number | null;
  onEdit: (field: RegistrationField) => void;
  onMove: (from: number, to: number) => void;
  /** Field whose handle gets the focus back after a keyboard move re-rendered the list. */
  focusId: number | null;
}

/** A field's drag handle, its tooltip pointed at it (a drag hides it, and nothing remounts). */
function FieldHandle({
  id,
  label,
  hint,
  handles,
  onKeyDown,
  onDragStart,
  onDragEnd,
}: {
  id: number;
  label: string;
  hint: string;
  /** Where the list finds each handle, to focus it again after a keyboard move. */
  handles: Map<number, HTMLButtonElement>;
  onKeyDown: (event: KeyboardEvent) => void;
  onDragStart: (event: DragEvent<HTMLButtonElement>) => void;
  onDragEnd: () => void;
}) {
  const { t } = useI18n();
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!element) return;
    handles.set(id, element);
    return () => void handles.delete(id);
  }, [element, handles, id]);
  return (
    <>
      <UnstyledButton
        ref={setElement}
        className={classes.handle}
        aria-label={t('registrationFields.handle', { label })}
        aria-describedby="field-handle-hint"
        draggable
        onKeyDown={onKeyDown}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
      >
        <GripIcon />
      </UnstyledButton>
      <LazyTargetTooltip target={element} label={hint} openDelay={600} />
    </>
  );
}

export function FieldList({ fields, editingId, onEdit, onMove, focusId }: FieldListProps) {
  const { t } = useI18n();
  const [handles] = useState(() => new Map<number, HTMLButtonElement>());
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusId !== null) handles.get(focusId)?.focus();
  }, [focusId, fields, handles]);

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onMove(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onMove(index, event.key === 'Home' ? 0 : fields.length - 1);
    }
  };

  return (
    <>
      <Text id="field-handle-hint" hidden>
        {t('registrationFields.handleHint')}
      </Text>
      <Stack
        gap={6}
        component="ol"
        className={classes.list}
        aria-label={t('registrationFields.listTitle')}
      >
        {fields.map((field, index) => {
          const typeLabel = (FIELD_TYPES as readonly string[]).includes(field.type)
            ? t(`registrationFields.type.${field.type as (typeof FIELD_TYPES)[number]}`)
            : field.type;
          return (
            <Paper
              key={field.id}
              component="li"
              withBorder
              p="xs"
              className={classes.row}
              data-editing={editingId === field.id || undefined}
              data-drop={dropAt === index && dragFrom !== index ? true : undefined}
              data-inactive={!field.is_active || undefined}
              onDragOver={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                setDropAt(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFrom !== null) onMove(dragFrom, index);
                setDragFrom(null);
                setDropAt(null);
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <FieldHandle
                  label={field.label}
                  hint={t('registrationFields.handleHint')}
                  id={field.id}
                  handles={handles}
                  onKeyDown={(event) => onHandleKey(event, index)}
                  onDragStart={(event) => {
                    setDragFrom(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(field.id));
                    const row = event.currentTarget.closest('li');
                    if (row) event.dataTransfer.setDragImage(row, 16, 16);
                  }}
                  onDragEnd={() => {
                    setDragFrom(null);
                    setDropAt(null);
                  }}
                />
                <div className={classes.body}>
                  <Text size="sm" fw={600} truncate>
                    {field.label}
                  </Text>
                  <Group gap={6} mt={2}>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {field.key}
                    </Text>
                    <Badge size="xs" variant="light" color="indigo">
                      {typeLabel}
                    </Badge>
                    {field.is_required && (
                      <Badge size="xs" variant="light" color="orange">
                        {t('registrationFields.badge.required')}
                      </Badge>
                    )}
                    {field.show_only_with_kit && (
                      <Badge size="xs" variant="light" color="teal">
                        {t('registrationFields.badge.kit')}
                      </Badge>
                    )}
                    {!field.is_active && (
                      <Badge size="xs" variant="light" color="gray">
                        {t('registrationFields.badge.inactive')}
                      </Badge>
                    )}
                    {hasOptions(field.type) && (field.options ?? []).length === 0 && (
                      <Badge size="xs" variant="light" color="red">
                        {t('registrationFields.badge.noOptions')}
                      </Badge>
                    )}
                  </Group>
                </div>
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  aria-label={t('registrationFields.edit', { label: field.label })}
                  onClick={() => onEdit(field)}
                >
                  <EditIcon />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
