import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFocusReturn } from '../focus-return';

/* The question is a Modal (focus trap, portal, scroll area): loaded the first time it is asked,
   so the app shell and every form's first load go without it. */
const LeaveQuestion = lazy(() => import('./leave-question'));

interface Guard {
  isDirty: () => boolean;
  /** Shows the question; true when the person chose to discard. */
  ask: () => Promise<boolean>;
  discard: () => void;
}

/* Every mounted form with unsaved edits, so that one question covers them all (two dirty forms
   on a page ask once) and a leave the router does not see (signing out) can ask too. */
const guards = new Set<Guard>();
let asking: Promise<boolean> | null = null;

/**
 * Asks before unsaved edits are lost: true when nothing is unsaved or the person chose to
 * discard (the forms are then reset, so the navigation that follows is not asked again).
 */
export function confirmLeavingForms(): Promise<boolean> {
  const dirty = [...guards].find((guard) => guard.isDirty());
  if (!dirty) return Promise.resolve(true);
  asking ??= dirty.ask().then((leave) => {
    asking = null;
    if (leave) guards.forEach((guard) => guard.isDirty() && guard.discard());
    return leave;
  });
  return asking;
}

/**
 * The warning before leaving a form with unsaved edits: another page of the app (a tab, a link,
 * back), signing out (`confirmLeavingForms`), or closing or reloading the browser tab (the
 * browser's own question). Changes of the page's own search (filters, sort) are not a leave.
 */
export function LeaveGuard<T extends FieldValues, Out>({
  form,
}: {
  form: UseFormReturn<T, unknown, Out>;
}) {
  const dirty = useRef(false);
  const answer = useRef<((leave: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    // Live, not from the last render: a save resets the form and may navigate in the same tick.
    dirty.current = form.formState.isDirty;
    const unsubscribe = form.subscribe({
      formState: { isDirty: true },
      callback: (state) => {
        dirty.current = !!state.isDirty;
      },
    });
    const guard: Guard = {
      isDirty: () => dirty.current,
      ask: () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setAsked(true);
          setOpen(true);
        }),
      discard: () => {
        dirty.current = false;
        form.reset();
      },
    };
    guards.add(guard);
    return () => {
      unsubscribe();
      guards.delete(guard);
      answer.current?.(true);
    };
  }, [form]);

  const shouldBlockFn = useCallback(
    async ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) =>
      current.pathname !== next.pathname && dirty.current && !(await confirmLeavingForms()),
    [],
  );
  const beforeUnload = useCallback(() => dirty.current, []);
  useBlocker({ shouldBlockFn, enableBeforeUnload: beforeUnload });

  const close = (leave: boolean) => {
    setOpen(false);
    answer.current?.(leave);
    answer.current = null;
  };

  // The question mounts open the first time, which Mantine's own focus return does not see.
  useFocusReturn(open);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveQuestion opened={open} onAnswer={close} />
    </Suspense>
  );
}
