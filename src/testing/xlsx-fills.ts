import { inflateRawSync } from 'node:zlib';

/** The files inside a zip (an `.xlsx`), by name: stored or deflated entries, as Excel writes. */
export function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const data = Buffer.from(bytes);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = data.readUInt16LE(at + 10);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const extra = data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    const local = data.readUInt32LE(at + 42);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + extra;
  }
  return files;
}

/**
 * Which cells of an `.xlsx`'s first sheet are filled, and with which colour (`FFC7CE`): read
 * from the sheet's style indexes and the stylesheet's fills, as Excel applies them.
 */
export function filledCells(bytes: Uint8Array): Map<string, string> {
  const files = unzip(bytes);
  const text = (name: string) => {
    const file = files.get(name);
    if (!file) throw new Error(`${name} missing from the workbook`);
    return file.toString('utf8');
  };
  const styles = text('xl/styles.xml');
  const fills = [
    ...(/<fills[^>]*>([\s\S]*?)<\/fills>/.exec(styles)?.[1] ?? '').matchAll(
      /<fill>([\s\S]*?)<\/fill>/g,
    ),
  ].map((m) => /<fgColor rgb="(?:FF)?([0-9A-F]{6})"/i.exec(m[1])?.[1]?.toUpperCase() ?? null);
  const formats = [
    ...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\b([^>]*)>/g),
  ].map((m) => Number(/fillId="(\d+)"/.exec(m[1])?.[1] ?? 0));
  const filled = new Map<string, string>();
  for (const cell of text('xl/worksheets/sheet1.xml').matchAll(/<c r="([A-Z]+\d+)"([^>]*)>/g)) {
    const style = /\bs="(\d+)"/.exec(cell[2]);
    const fill = style ? fills[formats[Number(style[1])]] : null;
    if (fill) filled.set(cell[1], fill);
  }
  return filled;
}
