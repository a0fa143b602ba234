import { Button, Fieldset, Group, Text, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './form-layout.module.css';

/** A titled group of a long form's inputs. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    // A fieldset is as wide as its content by default: a wide grid inside would widen the page.
    <Fieldset legend={legend} variant="unstyled" classNames={{ legend: classes.legend }} miw={0}>
      {children}
    </Fieldset>
  );
}

interface FormActionsProps extends Omit<GroupProps, 'children'> {
  submitLabel: string;
  /** The write is on its way: submit shows it and cannot be pressed again. */
  pending: boolean;
  /** Submit is off for another reason too. */
  disabled?: boolean;
  /** A line before the buttons. */
  hint?: string;
  /** A way out before submit, off while the write is on its way. */
  cancel?: { label: string; onClick: () => void };
  /** Other buttons before submit (reset). */
  children?: ReactNode;
}

/** The row that ends a form: a hint, other buttons, then submit. */
export function FormActions({
  submitLabel,
  pending,
  disabled = false,
  hint,
  cancel,
  children,
  ...group
}: FormActionsProps) {
  return (
    <Group justify="flex-end" {...group}>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {children}
      {cancel && (
        <Button variant="default" onClick={cancel.onClick} disabled={pending}>
          {cancel.label}
        </Button>
      )}
      <Button type="submit" loading={pending} disabled={pending || disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
