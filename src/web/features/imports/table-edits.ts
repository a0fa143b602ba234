import type { RowCounts } from '@/spreadsheet/report';
import type { PipelineClient } from './pipeline-client';
import type { TableEdit } from './upload-store';

/** Applies saved edits again, in order, to a file just opened; the last counts, if any. */
export async function replayEdits(
  client: PipelineClient,
  edits: readonly TableEdit[],
): Promise<RowCounts | null> {
  let counts: RowCounts | null = null;
  for (const edit of edits) {
    const answer =
      edit.type === 'fix'
        ? await client.fix(edit.rowIndex, edit.columnIndex, edit.value)
        : await client.replace({ columnIndex: edit.columnIndex, changes: edit.changes });
    counts = answer.counts;
  }
  return counts;
}
