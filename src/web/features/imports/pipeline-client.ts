import type { PodiumPreviewInput } from '@/spreadsheet/podium-preview';
import type { ReportLanguage } from '@/spreadsheet/report';
import type { ChunkOptions, PipelineRequest } from '@/spreadsheet/pipeline-messages';
import type { RegisteredBibs } from '@/spreadsheet/types';
import type { ColumnReplacement } from '@/spreadsheet/column-tools';
import type { FileProblemCode } from '@/spreadsheet/file-problem';
import type { ChunkStatus } from '@/spreadsheet/report';
import type { ColumnMapping } from '@/spreadsheet/types';
import type { HostEvent, HostRequest, RowFilter } from './worker-host';

type OpenRequest = Extract<PipelineRequest, { type: 'open' }>;

/**
 * Where pipeline requests go: a real Web Worker in the app, the same host in-process in tests and
 * benches (in-process-port.ts, which the app never loads: the host brings the parsers).
 */
export interface PipelinePort {
  post(request: HostRequest, transfer?: Transferable[]): void;
  listen(listener: (event: HostEvent) => void): void;
  close(): void;
}

export function createWorkerPort(): PipelinePort {
  const worker = new Worker(new URL('./imports.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request, transfer) => worker.postMessage(request, transfer ?? []),
    listen: (listener) => {
      worker.onmessage = (event: MessageEvent<HostEvent>) => listener(event.data);
    },
    close: () => worker.terminate(),
  };
}

/** A request the worker refused; `code` when the file itself cannot be imported. */
export class PipelineError extends Error {
  constructor(
    message: string,
    readonly code?: FileProblemCode,
    readonly sheet?: string,
  ) {
    super(message);
    this.name = 'PipelineError';
  }
}

type Answer<T extends HostEvent['type']> = Extract<HostEvent, { type: T }>;
type Body<R> = R extends unknown ? Omit<R, 'id'> : never;

interface Pending {
  resolve: (event: HostEvent) => void;
  reject: (error: Error) => void;
  onProgress?: (rows: number) => void;
}

export type PipelineClient = ReturnType<typeof createPipelineClient>;

/**
 * Promises over a port: one per request, matched by id; `progress` goes to its callback. The
 * port (the worker) starts at the first request, so a client that is never used costs nothing.
 */
export function createPipelineClient(createPort: () => PipelinePort) {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let port: PipelinePort | null = null;
  const connect = (): PipelinePort => {
    if (port) return port;
    port = createPort();
    port.listen((event) => {
      const waiting = pending.get(event.id);
      if (!waiting) return;
      if (event.type === 'progress') return waiting.onProgress?.(event.rows);
      pending.delete(event.id);
      if (event.type === 'failed')
        waiting.reject(new PipelineError(event.message, event.code, event.sheet));
      else waiting.resolve(event);
    });
    return port;
  };

  function ask<T extends HostEvent['type']>(
    request: Body<HostRequest>,
    expect: T,
    options: { transfer?: Transferable[]; onProgress?: (rows: number) => void } = {},
  ): Promise<Answer<T>> {
    const id = nextId++;
    return new Promise<Answer<T>>((resolve, reject) => {
      pending.set(id, {
        resolve: (event) =>
          event.type === expect
            ? resolve(event as Answer<T>)
            : reject(new Error(`Resposta inesperada do processamento: ${event.type}`)),
        reject,
        onProgress: options.onProgress,
      });
      connect().post({ ...request, id } as HostRequest, options.transfer);
    });
  }

  return {
    open(
      /** What the worker opens: a File (read there) or bytes already in hand (transferred). */
      input: Omit<OpenRequest, 'type' | 'id' | 'bytes'> & { source: Blob | ArrayBuffer },
      onProgress?: (rows: number) => void,
    ) {
      const { source, ...rest } = input;
      return source instanceof ArrayBuffer
        ? ask({ type: 'open', ...rest, bytes: source }, 'opened', {
            transfer: [source],
            onProgress,
          })
        : ask({ type: 'open', ...rest, blob: source }, 'opened', { onProgress });
    },
    map: (mapping: ColumnMapping) => ask({ type: 'map', mapping }, 'validated'),
    /** The open rows, edits kept, checked against another race's distance and bibs. */
    review: (context: {
      distanceKm?: number | null;
      registered?: RegisteredBibs | null;
      race?: string | null;
    }) => ask({ type: 'review', ...context }, 'validated'),
    podium: (input: PodiumPreviewInput) => ask({ type: 'podium', ...input }, 'podium'),
    fix: (rowIndex: number, columnIndex: number, value: string) =>
      ask({ type: 'fix', rowIndex, columnIndex, value }, 'validated'),
    replace: (replacement: ColumnReplacement) =>
      ask({ type: 'replace', ...replacement }, 'validated'),
    count: (replacement: ColumnReplacement) => ask({ type: 'count', ...replacement }, 'counted'),
    values: (columnIndex: number) => ask({ type: 'values', columnIndex }, 'values'),
    chunks: (options: ChunkOptions = {}) => ask({ type: 'chunks', ...options }, 'chunks'),
    report: (statuses: ChunkStatus[], language?: ReportLanguage) =>
      ask({ type: 'report', statuses, language }, 'report'),
    /** The same report as an `.xlsx` (the writer loads in the worker when first asked). */
    reportXlsx: (statuses: ChunkStatus[], language?: ReportLanguage) =>
      ask({ type: 'reportXlsx', statuses, language }, 'reportXlsx'),
    view: (filter: RowFilter) => ask({ type: 'view', filter }, 'view'),
    rows: (indexes: number[]) => ask({ type: 'rows', indexes }, 'rows'),
    body: (number: number) => ask({ type: 'body', number }, 'body'),
    close() {
      for (const waiting of pending.values()) waiting.reject(new Error('closed'));
      pending.clear();
      port?.close();
      port = null;
    },
  };
}
