import { useState } from 'react';
import { lazyDialog } from './lazy-dialog';
import type { ReplaceConfirmProps } from './replace-confirm';
import type { VersionPair } from './version-diff';

const ReplaceConfirm = lazyDialog<ReplaceConfirmProps>(
  () => import('./replace-confirm').then((m) => m.ReplaceConfirm),
  (p) => p.opened,
);

interface Asking<B> {
  body: B;
  pair: VersionPair | null;
  error?: unknown;
}

/**
 * A replacing write asked first: `ask(body)` opens the confirmation, reads what the hub has now
 * (`readPair`) and shows the difference; confirming runs `save`, which calls `done` when the
 * write has settled. `dialog` is the element to render.
 */
export function useConfirmedReplace<B>({
  readPair,
  save,
  pending,
  title,
}: {
  readPair: (body: B) => Promise<VersionPair>;
  save: (body: B, done: () => void) => void;
  pending: boolean;
  title?: string;
}) {
  const [asking, setAsking] = useState<Asking<B> | null>(null);
  const ask = (body: B) => {
    setAsking({ body, pair: null });
    readPair(body).then(
      (pair) => setAsking((now) => (now?.body === body ? { body, pair } : now)),
      (error: unknown) =>
        setAsking((now) => (now?.body === body ? { body, pair: null, error } : now)),
    );
  };
  const dialog = (
    <ReplaceConfirm
      opened={asking !== null}
      title={title}
      pair={asking?.pair ?? null}
      readError={asking?.error}
      pending={pending}
      onClose={() => setAsking(null)}
      onConfirm={() => asking && save(asking.body, () => setAsking(null))}
    />
  );
  return { ask, dialog };
}
