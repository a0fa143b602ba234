import type { ImportStatus } from '@/contract/imports';
import { StatusBadge, type KnownStatuses } from '@/web/components/status-badge';

const STATUS: KnownStatuses = {
  queued: { label: 'imports.status.queued', color: 'gray' },
  processing: { label: 'imports.status.processing', color: 'blue' },
  completed: { label: 'imports.status.completed', color: 'teal' },
  failed: { label: 'imports.status.failed', color: 'red' },
};

/** The race of an import, whatever its kind (the spec names it for results only). */
export const raceOf = (item: ImportStatus): string => item.race ?? item.race_code ?? '—';

export function ImportStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} known={STATUS} />;
}
