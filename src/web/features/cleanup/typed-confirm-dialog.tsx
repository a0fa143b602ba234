import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ErrorView } from '@/web/components/error-view';
import { confirmModalProps } from '@/web/components/item-dialogs';
import { useI18n } from '@/web/i18n/i18n';
import { confirmationMatches } from './cleanup-filters';

export interface TypedConfirmModalProps {
  opened: boolean;
  title: string;
  eventCode: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A destructive bulk delete: the button unlocks only once the event code is typed exactly. */
export function TypedConfirmDialog(props: TypedConfirmModalProps) {
  const { t } = useI18n();
  return (
    <Modal {...confirmModalProps({ ...props, closeLabel: t('cleanup.close') })} size="lg">
      {/* Remounted on every opening, so the typed code never carries over. */}
      {props.opened && <TypedConfirmBody {...props} />}
    </Modal>
  );
}

function TypedConfirmBody({
  eventCode,
  confirmLabel,
  pending,
  error,
  onClose,
  onConfirm,
  children,
}: TypedConfirmModalProps) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const matches = confirmationMatches(typed, eventCode);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (matches && !pending) onConfirm();
      }}
      noValidate
    >
      <Stack gap="md">
        {children}
        {error != null && <ErrorView error={error} title={t('cleanup.error')} />}
        <TextInput
          label={t('cleanup.confirm.label')}
          description={t('cleanup.confirm.description', { code: eventCode })}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={
            typed.length >= eventCode.length && !matches ? t('cleanup.confirm.mismatch') : undefined
          }
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('cleanup.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
