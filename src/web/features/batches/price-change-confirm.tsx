import { lazyDialog } from '@/web/components/lazy-dialog';
import type { PriceChangeConfirmProps } from './price-change-dialog';

/** A new price for races the batch already sold: who is affected, before it is applied. */
export const PriceChangeConfirm = lazyDialog<PriceChangeConfirmProps>(
  () => import('./price-change-dialog').then((m) => m.PriceChangeConfirm),
  (props) => props.details !== null,
);
