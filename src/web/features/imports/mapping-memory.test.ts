import { beforeEach, describe, expect, it } from 'vitest';
import { headerSignature, recallMapping, rememberMapping } from './mapping-memory';
import {
  clearPendingUpload,
  knownImports,
  loadPendingUpload,
  recordSentChunk,
  savePendingUpload,
  uploadKey,
} from './upload-store';

describe('mapping memory', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the last mapping per kind and header signature', () => {
    const headers = ['Nome completo', 'CPF', 'Nascimento'];
    expect(recallMapping('registrations', headers)).toBeNull();
    rememberMapping('registrations', headers, ['name', 'document', null]);
    expect(recallMapping('registrations', ['NOME COMPLETO', 'cpf', 'nascimento'])).toEqual([
      'name',
      'document',
      null,
    ]);
    expect(recallMapping('results', headers)).toBeNull();
    expect(recallMapping('registrations', [...headers, 'Extra'])).toBeNull();
    rememberMapping('registrations', headers, ['name', 'document', 'birth_date']);
    expect(recallMapping('registrations', headers)).toEqual(['name', 'document', 'birth_date']);
  });

  it('does not keep a race column mapped to modality, as an earlier version remembered it', () => {
    const headers = ['Nome', 'CPF', 'Prova', 'Modalidade'];
    rememberMapping('registrations', headers, ['name', 'document', 'modality', null]);
    const suggested = ['name', 'document', 'race', 'modality'];
    expect(recallMapping('registrations', headers, suggested)).toEqual([
      'name',
      'document',
      'race',
      null,
    ]);
  });

  it('ignores memory that does not fit the file', () => {
    const headers = ['A', 'B'];
    localStorage.setItem(
      `hub-console:import-mapping:registrations:${headerSignature(headers)}`,
      '["name"]',
    );
    expect(recallMapping('registrations', headers)).toBeNull();
  });
});

describe('pending upload store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps how to rebuild the upload and the import id of each accepted chunk', () => {
    savePendingUpload({
      eventCode: 'EVT',
      raceCode: '10K',
      kind: 'registrations',
      fileName: 'a.csv',
      fileHash: 'f'.repeat(64),
      uploadId: 'abc123',
      mapping: { kind: 'registrations', columns: ['name', 'document'] },
      edits: [
        { type: 'fix', rowIndex: 3, columnIndex: 1, value: '52998224725' },
        { type: 'replace', columnIndex: 2, changes: [{ from: '-', to: '' }] },
      ],
      chunksTotal: 3,
      sent: {},
      savedAt: new Date().toISOString(),
    });
    recordSentChunk('EVT', 1, 41);
    recordSentChunk('EVT', 2, 42);
    const pending = loadPendingUpload('EVT');
    expect(pending && knownImports(pending)).toEqual({ 1: 41, 2: 42 });
    expect(pending?.edits.map((e) => e.type)).toEqual(['fix', 'replace']);
    expect(JSON.stringify(pending)).not.toContain('rows');
    expect(uploadKey('k-1', pending!.uploadId)).toBe('k-1-abc123');
    clearPendingUpload('EVT');
    expect(loadPendingUpload('EVT')).toBeNull();
  });

  it('reads an upload saved before column tools, its cell fixes as edits', () => {
    localStorage.setItem(
      'hub-console:import-upload:EVT',
      JSON.stringify({
        eventCode: 'EVT',
        raceCode: '10K',
        kind: 'registrations',
        fileName: 'a.csv',
        fileHash: 'f'.repeat(64),
        uploadId: 'abc123',
        mapping: { kind: 'registrations', columns: ['name'] },
        fixes: [{ rowIndex: 0, columnIndex: 0, value: 'Ana' }],
        chunksTotal: 1,
        sent: {},
        savedAt: '2026-01-01T00:00:00Z',
      }),
    );
    expect(loadPendingUpload('EVT')?.edits).toEqual([
      { type: 'fix', rowIndex: 0, columnIndex: 0, value: 'Ana' },
    ]);
  });

  it('drops what it cannot read', () => {
    localStorage.setItem('hub-console:import-upload:EVT', '{"eventCode":"EVT"}');
    expect(loadPendingUpload('EVT')).toBeNull();
  });
});
