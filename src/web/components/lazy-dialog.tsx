import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useFocusReturn } from './focus-return';

/**
 * A dialog loaded the first time it opens: a Mantine Modal brings its focus trap, portal and
 * scroll lock (about 10 kB gzip), which a page should not pay for a question it may never ask.
 * Once loaded it stays mounted, so it closes with its transition and opens again at once.
 * `load` names the module's export (a dynamic import of '@mantine/core' would keep the barrel).
 * Closed by Escape or a button, it gives the focus back to what opened it (`useFocusReturn`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useFocusReturn(open);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
