// eslint-disable-next-line no-restricted-imports -- tests read fixture bytes; they run in Node
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- see above
import path from 'node:path';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/imports');

/** A fixture file's bytes, as an `ArrayBuffer` the way a `File` gives them. */
export function fixtureBytes(name: string): ArrayBuffer {
  const buffer = readFileSync(path.join(FIXTURES, name));
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;
}

export const bytesOf = (text: string): ArrayBuffer =>
  new TextEncoder().encode(text).buffer as ArrayBuffer;
