import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/web/lib/api-client';
import { hubErrorText } from '@/web/lib/hub-error';
import { AlertIcon } from './icons';

/* The dialogs of item-actions.tsx: a Modal brings its focus trap, portal and scroll lock, so a
   list loads them the first time one opens (see the lazy wrappers there). */

export interface DeleteItemProps<T extends { id: number }> {
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

/**
 * What every confirmation's Modal shares: centred, a bold title, a named close button, and no
 * closing by a click outside or Escape while its request is on its way.
 */
export function confirmModalProps(props: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  pending?: boolean;
  closeLabel: string;
}) {
  return {
    opened: props.opened,
    onClose: props.onClose,
    title: props.title,
    centered: true,
    closeOnClickOutside: !props.pending,
    closeOnEscape: !props.pending,
    closeButtonProps: { 'aria-label': props.closeLabel },
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
  };
}

/** Asks before deleting one item; the hub's refusal is shown in place and the button is off. */
function DeleteConfirm(props: DeleteConfirmProps) {
  return (
    <Modal {...confirmModalProps(props)}>
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

export interface EditorModalProps {
  /** Null: closed. */
  title: string | null;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog an item's form opens in to edit or copy it: the whole screen on a phone. */
export function EditorModal({ title, closeLabel, onClose, children }: EditorModalProps) {
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
