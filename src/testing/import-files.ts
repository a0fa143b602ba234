import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '../../e2e/fixtures/imports');
const RESULTS = path.resolve(FIXTURES, '../results');

/** Where an import fixture is on disk (a tool that reads a file by its path). */
export const fixturePath = (name: string, dir = FIXTURES): string => path.join(dir, name);

/** A fixture file's bytes, as an `ArrayBuffer` the way a `File` gives them. */
export function fixtureBytes(name: string, dir = FIXTURES): ArrayBuffer {
  const buffer = readFileSync(fixturePath(name, dir));
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;
}

export const bytesOf = (text: string): ArrayBuffer =>
  new TextEncoder().encode(text).buffer as ArrayBuffer;

/** The timing exports of `e2e/fixtures/results`, each with its ground truth. */
export const resultExports = (): string[] =>
  readdirSync(RESULTS).filter((name) => name.endsWith('.csv'));
export const resultExportBytes = (name: string) => fixtureBytes(name, RESULTS);
export const resultExportTruth = <T>(name: string): T =>
  JSON.parse(
    readFileSync(path.join(RESULTS, name.replace(/\.csv$/, '.expected.json')), 'utf8'),
  ) as T;
