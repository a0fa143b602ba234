import { ActionIcon, Alert, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { focusInPlace } from './focus-return';
import { Icon, InfoIcon, TrashIcon, type IconProps } from './icons';
import type { DeleteItemProps, EditorModalProps } from './item-dialogs';
import { lazyDialog } from './lazy-dialog';
import { LazyTargetTooltip } from './lazy-target-tooltip';

const PencilIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Icon>
);
const CopyIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a1 1 0 0 1 1-1h9" />
  </Icon>
);

/** An existing item in its form: changed in place, or copied into a new one. */
export interface Editing<T> {
  item: T;
  mode: 'edit' | 'duplicate';
}

/**
 * The state of a list whose items are edited, copied (in a dialog) and deleted (asked first):
 * `initial` opens the editor on it (a link to the item), `onInitialClosed` when that closes.
 */
export function useItemEditing<T>(initial: T | undefined, onInitialClosed?: () => void) {
  const [editing, setEditing] = useState<Editing<T> | null>(() =>
    initial === undefined ? null : { item: initial, mode: 'edit' },
  );
  const [deleting, setDeleting] = useState<T | null>(null);
  const closeEditor = () => {
    setEditing(null);
    if (initial !== undefined) onInitialClosed?.();
  };
  /** The row's buttons; `labels` name the item. */
  const actions = (item: T, labels: { edit: string; duplicate: string; delete: string }) => (
    <ItemActions
      edit={{ label: labels.edit, onClick: () => setEditing({ item, mode: 'edit' }) }}
      duplicate={{
        label: labels.duplicate,
        onClick: () => setEditing({ item, mode: 'duplicate' }),
      }}
      remove={{ label: labels.delete, onClick: () => setDeleting(item) }}
    />
  );
  return { editing, deleting, closeEditor, closeDelete: () => setDeleting(null), actions };
}

interface ItemAction {
  /** What a screen reader and the tooltip say, naming the item ("Editar 10K"). */
  label: string;
  onClick: () => void;
}

/** A row's edit, duplicate and delete buttons: icons named by what they do to which item. */
export function ItemActions({
  edit,
  duplicate,
  remove,
}: {
  edit?: ItemAction;
  duplicate?: ItemAction;
  remove?: ItemAction;
}) {
  const buttons = [
    edit && { ...edit, icon: <PencilIcon />, color: undefined },
    duplicate && { ...duplicate, icon: <CopyIcon />, color: undefined },
    remove && { ...remove, icon: <TrashIcon />, color: 'red' },
  ].filter((button) => !!button);
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {buttons.map((button) => (
        <ActionButton key={button.label} {...button} />
      ))}
    </Group>
  );
}

function ActionButton({
  label,
  onClick,
  icon,
  color,
}: ItemAction & { icon: ReactNode; color?: string }) {
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <ActionIcon
        ref={setElement}
        variant="subtle"
        color={color}
        size="md"
        aria-label={label}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
      <LazyTargetTooltip target={element} label={label} openDelay={400} />
    </>
  );
}

/** Deleting one item: asked first; the hub's `in_use` refusal said with its counts. */
export const DeleteItem = lazyDialog<DeleteItemProps<{ id: number }>>(
  () => import('./item-dialogs').then((m) => m.DeleteItem),
  (props) => props.item !== null,
);

/**
 * Once the list shows the saved item (it refetches after the write), focus and show its row
 * (`data-item-id`): the keyboard continues from what was saved, a screen reader reads it.
 */
export function focusSavedRow(id: number | string, tries = 40) {
  const row = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(String(id))}"]`);
  const dialogOpen = document.querySelector('[role="dialog"]') !== null;
  if (row && !dialogOpen) {
    focusInPlace(row);
    return;
  }
  if (tries > 0) setTimeout(() => focusSavedRow(id, tries - 1), 75);
}

/** The dialog an item's form opens in to edit or copy it: the whole screen on a phone. */
export const EditorModal = lazyDialog<EditorModalProps>(
  () => import('./item-dialogs').then((m) => m.EditorModal),
  (props) => props.title !== null,
);

/** On a hub whose API cannot change what it created: says so where the buttons would be. */
export function ReadOnlyNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="light" color="gray" icon={<InfoIcon />} title={title}>
      {children}
    </Alert>
  );
}
