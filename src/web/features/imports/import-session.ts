import { useReducer } from 'react';
import type { OpenedFile } from './opened-file';
import type { MappingIssue } from '@/spreadsheet/mapping';
import type { Delimiter } from '@/spreadsheet/read-csv';
import type { RowCounts } from '@/spreadsheet/report';
import type { ColumnMapping, ImportKind } from '@/spreadsheet/types';
import { loadPendingUpload, type PendingUpload, type TableEdit } from './upload-store';
import type { UploadProgress } from '@/spreadsheet/upload';
import type { Step } from './wizard-steps';

/** One import from the file picker to the report: what the wizard's steps show and change. */
export interface ImportSession {
  kind: ImportKind;
  raceCode: string;
  /** The file as chosen; `opened` is what the worker read of it. */
  file: File | null;
  delimiter: Delimiter | undefined;
  sheet: string | undefined;
  opened: OpenedFile | null;
  /** The batch's modality (results), as the select holds it. */
  modalityId: string | null;
  /** The person's changes to the table, in order, so a resumed upload rebuilds the same rows. */
  edits: TableEdit[];
  step: Step;
  error: unknown;
  /** An upload an earlier visit left unfinished. */
  pending: PendingUpload | null;
  /** Bumped whenever the worker's rows change, so the review reads them again. */
  rowsVersion: number;
  stopping: boolean;
}

/** What the worker answers after a mapping or an edit. */
interface Checked {
  issues: MappingIssue[];
  counts: RowCounts;
}

export type ImportSessionAction =
  | { type: 'kind'; kind: ImportKind }
  | { type: 'race'; raceCode: string }
  | { type: 'file'; file: File | null }
  | { type: 'delimiter'; delimiter: Delimiter | undefined }
  | { type: 'sheet'; sheet: string | undefined }
  | { type: 'modality'; modalityId: string | null }
  | { type: 'open' }
  | { type: 'opening'; rows: number }
  | { type: 'opened'; opened: OpenedFile; edits?: TableEdit[] }
  /** The team template is set aside: the automatic suggestion applies. */
  | { type: 'dropTemplate' }
  | { type: 'openFailed'; error: unknown }
  | { type: 'mapping'; mapping: ColumnMapping }
  | { type: 'checked'; answer: Checked; mapping?: ColumnMapping; edit?: TableEdit }
  | { type: 'counts'; counts: RowCounts }
  | { type: 'step'; step: Step }
  | { type: 'error'; error: unknown; step?: Step }
  | { type: 'resume'; saved: PendingUpload; file: File }
  | { type: 'uploading' }
  | { type: 'progress'; progress: UploadProgress }
  | { type: 'stop' }
  | { type: 'uploaded' }
  | { type: 'discardPending' }
  | { type: 'restart' };

export const initialImportSession = (pending: PendingUpload | null): ImportSession => ({
  kind: 'registrations',
  raceCode: '',
  file: null,
  delimiter: undefined,
  sheet: undefined,
  opened: null,
  modalityId: null,
  edits: [],
  step: { name: 'source' },
  error: null,
  pending,
  rowsVersion: 0,
  stopping: false,
});

/** The last value of a cell wins over every earlier edit of it, so the earlier fix can go. */
function withEdit(edits: TableEdit[], edit: TableEdit): TableEdit[] {
  if (edit.type === 'replace') return [...edits, edit];
  const { rowIndex, columnIndex } = edit;
  return [
    ...edits.filter(
      (e) => e.type !== 'fix' || e.rowIndex !== rowIndex || e.columnIndex !== columnIndex,
    ),
    edit,
  ];
}

export function importSessionReducer(
  session: ImportSession,
  action: ImportSessionAction,
): ImportSession {
  const opened = session.opened;
  switch (action.type) {
    case 'kind':
      return { ...session, kind: action.kind, modalityId: null };
    case 'race':
      return { ...session, raceCode: action.raceCode, modalityId: null };
    case 'file':
      return action.file
        ? { ...session, file: action.file, sheet: undefined }
        : { ...session, file: null, sheet: undefined, opened: null, step: { name: 'source' } };
    case 'delimiter':
      return { ...session, delimiter: action.delimiter };
    case 'sheet':
      return { ...session, sheet: action.sheet };
    case 'modality':
      return { ...session, modalityId: action.modalityId };
    case 'open':
      return { ...session, error: null, step: { name: 'opening', rows: 0 } };
    case 'opening':
      return { ...session, step: { name: 'opening', rows: action.rows } };
    case 'opened':
      return {
        ...session,
        opened: action.opened,
        edits: action.edits ?? [],
        rowsVersion: session.rowsVersion + 1,
      };
    case 'openFailed':
      return { ...session, opened: null, error: action.error, step: { name: 'source' } };
    case 'dropTemplate':
      return opened
        ? { ...session, opened: { ...opened, template: null, missingFields: [] } }
        : session;
    case 'mapping':
      return opened ? { ...session, opened: { ...opened, mapping: action.mapping } } : session;
    case 'checked': {
      if (!opened) return session;
      const { issues, counts } = action.answer;
      return {
        ...session,
        opened: { ...opened, mapping: action.mapping ?? opened.mapping, issues, counts },
        edits: action.edit ? withEdit(session.edits, action.edit) : session.edits,
        rowsVersion: session.rowsVersion + 1,
      };
    }
    case 'counts':
      return opened ? { ...session, opened: { ...opened, counts: action.counts } } : session;
    case 'step':
      return { ...session, step: action.step };
    case 'error':
      return { ...session, error: action.error, step: action.step ?? session.step };
    case 'resume': {
      const { saved } = action;
      const modality = saved.bodyExtras?.modality_id;
      return {
        ...session,
        kind: saved.kind,
        raceCode: saved.raceCode,
        file: action.file,
        delimiter: saved.delimiter,
        sheet: saved.sheet,
        modalityId: typeof modality === 'number' ? String(modality) : null,
      };
    }
    case 'uploading':
      return { ...session, stopping: false, step: { name: 'sending', progress: null } };
    case 'progress':
      return { ...session, step: { name: 'sending', progress: action.progress } };
    case 'stop':
      return { ...session, stopping: true };
    case 'uploaded':
    case 'discardPending':
      return { ...session, pending: null };
    case 'restart':
      return {
        ...session,
        file: null,
        opened: null,
        edits: [],
        sheet: undefined,
        step: { name: 'source' },
      };
  }
}

/** The import session of an event, starting from the upload an earlier visit left, if any. */
export function useImportSession(eventCode: string) {
  return useReducer(importSessionReducer, eventCode, (code) =>
    initialImportSession(loadPendingUpload(code)),
  );
}
