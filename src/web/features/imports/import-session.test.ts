import { describe, expect, it } from 'vitest';
import {
  importSessionReducer as reduce,
  initialImportSession,
  type ImportSession,
  type ImportSessionAction,
} from './import-session';
import type { OpenedFile } from './opened-file';
import type { RowCounts } from '@/spreadsheet/report';
import type { PendingUpload } from './upload-store';

const counts = (valid: number): RowCounts => ({
  rows: valid,
  empty: 0,
  valid,
  withErrors: 0,
  withWarnings: 0,
  byCode: {},
  byRace: { '': valid },
});

const opened: OpenedFile = {
  file: { fileName: 'inscritos.csv', format: 'csv', fileHash: 'h1' },
  columns: [{ index: 0, header: 'Nome', samples: ['Ana'] }],
  mapping: { kind: 'registrations', columns: ['name'] },
  issues: [],
  counts: counts(3),
  remembered: false,
  template: null,
  suggested: [],
  guesses: null,
};

const pending: PendingUpload = {
  uploadId: 'abc',
  eventCode: 'EVT',
  raceCode: '10K',
  kind: 'results',
  fileName: 'tempos.csv',
  fileHash: 'h2',
  mapping: { kind: 'results', columns: ['bib', 'net_time'] },
  delimiter: ';',
  sheet: undefined,
  bodyExtras: { modality_id: 4 },
  edits: [],
  chunksTotal: 2,
  sent: { 0: 11 },
  savedAt: '2026-01-01T00:00:00.000Z',
};

const file = new File(['x'], 'inscritos.csv');
const run = (...actions: ImportSessionAction[]): ImportSession =>
  actions.reduce(reduce, initialImportSession(null));

describe('importSessionReducer', () => {
  it('starts at the file picker with the upload an earlier visit left', () => {
    const session = initialImportSession(pending);
    expect(session.step).toEqual({ name: 'source' });
    expect(session.pending).toBe(pending);
    expect(reduce(session, { type: 'discardPending' }).pending).toBeNull();
  });

  it('forgets the batch modality when the kind or the race changes', () => {
    const chosen = run({ type: 'modality', modalityId: '4' });
    expect(reduce(chosen, { type: 'kind', kind: 'results' })).toMatchObject({
      kind: 'results',
      modalityId: null,
    });
    expect(reduce(chosen, { type: 'race', raceCode: '5K' })).toMatchObject({
      raceCode: '5K',
      modalityId: null,
    });
  });

  it('opens a file: clears the last error, counts rows, then holds what the worker read', () => {
    const failed = run({ type: 'error', error: new Error('x') });
    const opening = [{ type: 'open' }, { type: 'opening', rows: 500 }] as const;
    const session = opening.reduce<ImportSession>(reduce, failed);
    expect(session).toMatchObject({ error: null, step: { name: 'opening', rows: 500 } });
    const done = reduce(session, { type: 'opened', opened });
    expect(done.opened).toBe(opened);
    expect(done.rowsVersion).toBe(session.rowsVersion + 1);
    expect(done.edits).toEqual([]);
  });

  it('goes back to the picker when a file cannot be opened or is taken away', () => {
    const withFile = run({ type: 'file', file }, { type: 'opened', opened });
    const failure = new Error('empty');
    expect(reduce(withFile, { type: 'openFailed', error: failure })).toMatchObject({
      opened: null,
      error: failure,
      step: { name: 'source' },
    });
    expect(reduce(withFile, { type: 'file', file: null })).toMatchObject({
      file: null,
      opened: null,
      step: { name: 'source' },
    });
  });

  it('takes a new mapping at once and its check when the worker answers', () => {
    const mapping = { kind: 'registrations' as const, columns: [null] };
    const issues = [{ code: 'missing_required' as const, field: 'name' }];
    const mapped = run({ type: 'opened', opened }, { type: 'mapping', mapping });
    expect(mapped.opened?.mapping).toBe(mapping);
    const checked = reduce(mapped, { type: 'checked', answer: { issues, counts: counts(0) } });
    expect(checked.opened).toMatchObject({ mapping, issues, counts: counts(0) });
    expect(checked.rowsVersion).toBe(mapped.rowsVersion + 1);
  });

  it('keeps the edits in order, a later fix of a cell replacing the earlier one', () => {
    const answer = { issues: [], counts: counts(3) };
    const fix = (value: string) => ({ type: 'fix' as const, rowIndex: 1, columnIndex: 0, value });
    const replace = { type: 'replace' as const, columnIndex: 0, changes: [{ from: 'a', to: 'b' }] };
    const session = run(
      { type: 'opened', opened },
      { type: 'checked', answer, edit: fix('Ana') },
      { type: 'checked', answer, edit: replace },
      { type: 'checked', answer, edit: fix('Ana Souza') },
    );
    expect(session.edits).toEqual([replace, fix('Ana Souza')]);
    expect(reduce(session, { type: 'restart' })).toMatchObject({
      edits: [],
      opened: null,
      file: null,
      step: { name: 'source' },
    });
  });

  it('resumes with the saved choices, the batch modality as the select holds it', () => {
    const session = run({ type: 'resume', saved: pending, file });
    expect(session).toMatchObject({
      kind: 'results',
      raceCode: '10K',
      file,
      delimiter: ';',
      modalityId: '4',
    });
  });

  it('sends: a stop is asked, a new upload forgets it, the end forgets the saved upload', () => {
    const stopped = reduce(initialImportSession(pending), { type: 'stop' });
    expect(stopped.stopping).toBe(true);
    const sending = reduce(stopped, { type: 'uploading' });
    expect(sending).toMatchObject({ stopping: false, step: { name: 'sending', progress: null } });
    expect(reduce(sending, { type: 'uploaded' }).pending).toBeNull();
    const failure = new Error('503');
    expect(
      reduce(sending, { type: 'error', error: failure, step: { name: 'preview' } }),
    ).toMatchObject({ error: failure, step: { name: 'preview' } });
  });
});
