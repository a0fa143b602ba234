import type { PodiumGroup, PodiumRule } from '@/contract/podium';
import type { HeldRow, ImportChunk } from './chunks';
import type { ColumnReplacement, ValueCount } from './column-tools';
import type { TextEncodingName } from './decode';
import type { FileProblemCode } from './file-problem';
import type { AnswerField } from './answers';
import type { ColumnPreview, MappingIssue, ProposedMapping } from './mapping';
import type { PodiumPreviewInput, PreviewResult } from './podium-preview';
import type { RaceRef } from './race-route';
import type { Delimiter } from './read-csv';
import type { ChunkStatus, ReportCounts, ReportLanguage, RowCounts, RowReport } from './report';
import type { ColumnMapping, ImportKind, RegisteredBibs, ValidationResult } from './types';

/*
 * What the import pipeline and the page (or the Node import) say to each other: the requests a
 * session takes, the events it answers with, and the file and checks they carry. Types only, so
 * both sides import them without the pipeline's code.
 */

export type FileFormat = 'csv' | 'xlsx';

/** How the valid rows become chunks: the file's race, extras of every body, capacity limits. */
export interface ChunkOptions {
  bodyExtras?: Record<string, unknown>;
  defaultRace?: string;
  limits?: Record<string, number>;
}

export interface FileInfo {
  fileName: string;
  format: FileFormat;
  fileHash: string;
  encoding?: TextEncodingName;
  delimiter?: Delimiter;
  /** What the header line suggests, shown as "automatic" even while another one is chosen. */
  detectedDelimiter?: Delimiter;
  sheetNames?: string[];
  sheet?: string;
}

export interface PipelineOutput<K extends ImportKind = ImportKind> {
  file: FileInfo;
  columns: ColumnPreview[];
  mapping: ColumnMapping;
  /** What the values of each column said, for results files (null otherwise). */
  guesses: ProposedMapping['guesses'];
  issues: MappingIssue[];
  result: ValidationResult<K>;
  counts: RowCounts;
}

export type PipelineRequest =
  | {
      type: 'open';
      id: number;
      kind: ImportKind;
      fileName: string;
      bytes: ArrayBuffer;
      delimiter?: Delimiter;
      sheet?: string;
      /** The chosen race's distance, for the results review. */
      distanceKm?: number | null;
      /** The event's bibs and the chosen race, for the results review. */
      registered?: RegisteredBibs | null;
      /** The event's races, for a race column (null: the hub does not list them). */
      races?: readonly RaceRef[] | null;
      /** The race chosen for the file, for rows without a race cell. */
      race?: string | null;
      /** The event's registration fields a column may answer (null: the hub does not list them). */
      fields?: readonly AnswerField[] | null;
    }
  | { type: 'map'; id: number; mapping: ColumnMapping }
  /** The same rows, edits kept, checked against another race (results: distance and bibs). */
  | {
      type: 'review';
      id: number;
      distanceKm?: number | null;
      registered?: RegisteredBibs | null;
      race?: string | null;
    }
  | ({ type: 'podium'; id: number } & PodiumPreviewInput)
  | { type: 'fix'; id: number; rowIndex: number; columnIndex: number; value: string }
  | ({ type: 'replace'; id: number } & ColumnReplacement)
  | ({ type: 'count'; id: number } & ColumnReplacement)
  | { type: 'values'; id: number; columnIndex: number }
  | ({ type: 'chunks'; id: number } & ChunkOptions)
  | { type: 'report'; id: number; statuses: ChunkStatus[]; language?: ReportLanguage }
  | { type: 'reportXlsx'; id: number; statuses: ChunkStatus[]; language?: ReportLanguage };

/** Messages the import worker posts back; `id` is the request's. */
export type PipelineEvent =
  | { type: 'progress'; id: number; rows: number }
  | ({ type: 'opened'; id: number } & PipelineOutput)
  | {
      type: 'validated';
      id: number;
      issues: MappingIssue[];
      result: ValidationResult;
      counts: RowCounts;
      /** Cells a `replace` changed. */
      changed?: number;
    }
  | { type: 'counted'; id: number; cells: number }
  | { type: 'values'; id: number; values: ValueCount[]; distinct: number }
  | { type: 'podium'; id: number; groups: PodiumGroup<PodiumRule, PreviewResult>[] }
  | {
      type: 'chunks';
      id: number;
      chunks: ImportChunk[];
      result: ValidationResult;
      counts: RowCounts;
      held: HeldRow[];
    }
  | {
      type: 'report';
      id: number;
      reports: RowReport[];
      counts: ReportCounts;
      csv: string;
      /** Only the rows that ended as error or conflict, to fix and send again. */
      errorsCsv: string;
    }
  | { type: 'reportXlsx'; id: number; file: Blob }
  | { type: 'failed'; id: number; message: string; code?: FileProblemCode; sheet?: string };
