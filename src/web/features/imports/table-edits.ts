import { useState } from 'react';
import type { ColumnReplacement } from './pipeline/column-tools';
import type { MappingIssue } from './pipeline/mapping';
import type { RowCounts } from './pipeline/report';
import type { PipelineClient } from './pipeline-client';
import type { TableEdit } from './upload-store';

interface Checked {
  issues: MappingIssue[];
  counts: RowCounts;
}

/**
 * The changes the person makes to the table in the review, kept in order so a resumed upload
 * rebuilds the very same rows. They outlive a new mapping: the worker's table keeps them too.
 */
export function useTableEdits(client: PipelineClient, onChecked: (answer: Checked) => void) {
  const [edits, setEdits] = useState<TableEdit[]>([]);

  async function fix(rowIndex: number, columnIndex: number, value: string) {
    const answer = await client.fix(rowIndex, columnIndex, value);
    // The last value of a cell wins over every earlier edit of it, so the earlier fix can go.
    setEdits((list) => [
      ...list.filter(
        (e) => e.type !== 'fix' || e.rowIndex !== rowIndex || e.columnIndex !== columnIndex,
      ),
      { type: 'fix', rowIndex, columnIndex, value },
    ]);
    onChecked(answer);
  }

  /** Answers how many cells changed. */
  async function replace(replacement: ColumnReplacement): Promise<number> {
    const answer = await client.replace(replacement);
    const changed = answer.changed ?? 0;
    if (changed) {
      setEdits((list) => [...list, { type: 'replace', ...replacement }]);
      onChecked(answer);
    }
    return changed;
  }

  return { edits, setEdits, fix, replace };
}

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
