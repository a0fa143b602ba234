import type { RawTable } from './types';

/** Why a file cannot go on to the mapping at all; the screen words each code. */
export type FileProblemCode = 'empty_file' | 'header_only';

/** Thrown by the pipeline; crosses the worker as `failed` with its `code` (and sheet). */
export class FileProblem extends Error {
  constructor(
    readonly code: FileProblemCode,
    readonly sheet?: string,
  ) {
    super(
      code === 'empty_file'
        ? 'O arquivo está vazio.'
        : 'O arquivo só tem o cabeçalho, nenhuma linha de dados.',
    );
    this.name = 'FileProblem';
  }
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Nothing to import: no header either (0 bytes, only whitespace, an empty sheet), or a header
 * and no row with a value (blank lines after the header count as none).
 */
export function fileProblemOf(table: RawTable): FileProblemCode | null {
  if (!table.rows.every(blank)) return null;
  return blank(table.headers) ? 'empty_file' : 'header_only';
}
