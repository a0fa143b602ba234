import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from './pipeline-messages';
import { createPipelineSession, formatOf, runPipeline } from './session';
import { fixtureBytes } from '@/testing/import-files';

describe('runPipeline', () => {
  it('reads, maps and checks a file in one call', async () => {
    const out = await runPipeline(fixtureBytes('windows-1252.csv'), {
      kind: 'registrations',
      fileName: 'inscritos.csv',
    });
    expect(out.file).toMatchObject({ format: 'csv', encoding: 'windows-1252', delimiter: ';' });
    expect(out.file.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(out.issues).toEqual([]);
    expect(out.counts).toEqual({
      rows: 2,
      empty: 0,
      valid: 2,
      withErrors: 0,
      withWarnings: 0,
      byCode: {},
      byRace: { '': 2 },
    });
    expect(out.columns[0]).toEqual({
      index: 0,
      header: 'Nome completo',
      samples: ['João Simões', 'Conceição Araújo'],
    });
  });

  it('keeps what the header suggests while another delimiter is forced', async () => {
    const out = await runPipeline(fixtureBytes('comma.csv'), {
      kind: 'registrations',
      fileName: 'comma.csv',
      delimiter: ';',
    });
    expect(out.file).toMatchObject({ delimiter: ';', detectedDelimiter: ',' });
    expect(out.columns).toHaveLength(1);
  });

  it('knows formats by extension', () => {
    expect(['a.CSV', 'b.txt', 'c.xlsx', 'd.xls'].map(formatOf)).toEqual([
      'csv',
      'csv',
      'xlsx',
      null,
    ]);
  });
});

describe('createPipelineSession', () => {
  it('answers open, map, fix, chunks and report messages', async () => {
    const session = createPipelineSession();
    const events: PipelineEvent[] = [];
    const post = (e: PipelineEvent) => events.push(e);
    const last = () => events[events.length - 1];

    await session.handle({ type: 'fix', id: 0, rowIndex: 0, columnIndex: 0, value: 'x' }, post);
    expect(last()).toEqual({ type: 'failed', id: 0, message: 'Nenhum arquivo aberto' });

    await session.handle(
      {
        type: 'open',
        id: 1,
        kind: 'registrations',
        fileName: 'dup.csv',
        bytes: fixtureBytes('duplicates.csv'),
      },
      post,
    );
    expect(events.some((e) => e.type === 'progress' && e.id === 1)).toBe(true);
    const opened = last();
    if (opened.type !== 'opened') throw new Error(opened.type);
    expect(opened.counts.withErrors).toBe(3);

    await session.handle(
      {
        type: 'map',
        id: 2,
        mapping: { ...opened.mapping, columns: ['name', 'document', null, null] },
      },
      post,
    );
    expect(last()).toMatchObject({ type: 'validated', id: 2, counts: { withErrors: 2 } });

    await session.handle(
      { type: 'fix', id: 3, rowIndex: 1, columnIndex: 1, value: '11144477735' },
      post,
    );
    expect(last()).toMatchObject({ type: 'validated', id: 3, counts: { withErrors: 2 } });

    await session.handle({ type: 'chunks', id: 4, defaultRace: '10K' }, post);
    const built = last();
    if (built.type !== 'chunks') throw new Error(built.type);
    expect(built.chunks.map((c) => c.rowIndexes)).toEqual([[0, 1]]);

    await session.handle({ type: 'report', id: 5, statuses: [null] }, post);
    const report = last();
    if (report.type !== 'report') throw new Error(report.type);
    expect(report.counts).toMatchObject({ rows: 4, notSent: 2, error: 2, fileErrors: 2 });
    expect(
      report.csv.startsWith('\uFEFFNome;CPF;Peito;ID externo;Linha;Resultado;Problema\r\n'),
    ).toBe(true);
  });
});
