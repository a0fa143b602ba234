import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError } from '@/web/lib/api-client';
import { hubErrorText } from '@/web/lib/hub-error';
import { AlertIcon, Icon, InfoIcon, TrashIcon, type IconProps } from './icons';

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
        <Tooltip key={button.label} label={button.label} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color={button.color}
            size="md"
            aria-label={button.label}
            onClick={button.onClick}
          >
            {button.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

interface DeleteItemProps<T extends { id: number }> {
  /** The item asked about; null: closed. */
  item: T | null;
  remove: (id: number) => Promise<void>;
  invalidates: readonly QueryKey[];
  labels: Pick<DeleteConfirmProps, 'title' | 'confirmLabel' | 'cancelLabel' | 'closeLabel'> & {
    text: string;
    deleted: string;
  };
  /** The hub's 409 `in_use` details in words (what keeps the item); null when unreadable. */
  inUse: (details: unknown) => string | null;
  onClose: () => void;
}

/** Deleting one item: asked first; the hub's `in_use` refusal said with its counts. */
export function DeleteItem<T extends { id: number }>({
  item,
  remove,
  invalidates,
  labels,
  inUse,
  onClose,
}: DeleteItemProps<T>) {
  const mutation = useMutation({
    mutationFn: remove,
    meta: { invalidates, successMessage: labels.deleted, silentError: true },
  });
  const { error } = mutation;
  const refusal = isApiError(error) && error.error === 'in_use' ? inUse(error.details) : null;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <DeleteConfirm
      {...labels}
      opened={item !== null}
      pending={mutation.isPending}
      refusal={refusal}
      error={error && !refusal ? hubErrorText(error) : null}
      onClose={close}
      onConfirm={() => item && mutation.mutate(item.id, { onSuccess: close })}
    >
      {labels.text}
    </DeleteConfirm>
  );
}

interface DeleteConfirmProps {
  opened: boolean;
  title: string;
  /** What goes away, in words. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  pending: boolean;
  /** Why the hub refused (in use, with its counts): shown, and deleting is off. */
  refusal: string | null;
  /** Another failure (the network, the hub): shown, and the person may try again. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting one item; the hub's refusal is shown in place and the button is off. */
export function DeleteConfirm(props: DeleteConfirmProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeOnClickOutside={!props.pending}
      closeOnEscape={!props.pending}
      closeButtonProps={{ 'aria-label': props.closeLabel }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">{props.children}</Text>
        {(props.refusal ?? props.error) && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {props.refusal ?? props.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={props.pending} data-autofocus>
            {props.cancelLabel}
          </Button>
          <Button
            color="red"
            onClick={props.onConfirm}
            loading={props.pending}
            disabled={props.refusal !== null}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Once the list shows the saved item (it refetches after the write), focus and show its row
 * (`data-item-id`): the keyboard continues from what was saved, a screen reader reads it.
 */
export function focusSavedRow(id: number | string, tries = 40) {
  const row = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(String(id))}"]`);
  const dialogOpen = document.querySelector('[role="dialog"]') !== null;
  if (row && !dialogOpen) {
    row.tabIndex = -1;
    row.focus({ preventScroll: true });
    row.scrollIntoView?.({ block: 'nearest' });
    return;
  }
  if (tries > 0) setTimeout(() => focusSavedRow(id, tries - 1), 75);
}

/** The dialog an item's form opens in to edit or copy it: the whole screen on a phone. */
export function EditorModal({
  title,
  closeLabel,
  onClose,
  children,
}: {
  /** Null: closed. */
  title: string | null;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={title !== null}
      onClose={onClose}
      title={title}
      size="80rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': closeLabel }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

/** On a hub whose API cannot change what it created: says so where the buttons would be. */
export function ReadOnlyNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="light" color="gray" icon={<InfoIcon />} title={title}>
      {children}
    </Alert>
  );
}
