import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './dialog-actions.module.css';

/**
 * A dialog's buttons, kept in view at its bottom while a long content scrolls under them: on a
 * phone the person decides without scrolling past every row first.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" className={classes.actions}>
      {children}
    </Group>
  );
}
