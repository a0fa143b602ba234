import { lazyDialog } from '@/web/components/lazy-dialog';
import type { TypedConfirmModalProps } from './typed-confirm-dialog';

/** The typed-code confirmation, fetched the first time it opens. */
export const TypedConfirmModal = lazyDialog<TypedConfirmModalProps>(
  () => import('./typed-confirm-dialog').then((m) => m.TypedConfirmDialog),
  (props) => props.opened,
);
