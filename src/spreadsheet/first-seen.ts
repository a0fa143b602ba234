export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let c = 0; c < value.length; c++) h = Math.imul(h ^ value.charCodeAt(c), 0x01000193);
  return h >>> 0;
}

/** A key's hash that is never 0, so 0 can stand for "no key" in a column of hashes. */
export const keyHash = (value: string): number => hashString(value) || 1;

/**
 * The rows whose key an earlier row holds, each with the first row holding it, as flat pairs
 * `[row, first, row, first, ...]`; rows without a key have hash 0. An open-addressing table
 * over hashes taken while each row was checked (its strings still in cache): several times
 * faster than a `Map` on 100 000 keys. Keys are read back (`keyAt`) only where hashes agree,
 * and only repeats are listed: most files have none, or a few.
 */
export function repeats(hashes: Uint32Array, keyAt: (index: number) => string): number[] {
  const n = hashes.length;
  const out: number[] = [];
  let size = 1024;
  while (size < n * 2) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  for (let i = 0; i < n; i++) {
    const hash = hashes[i];
    if (hash === 0) continue;
    let slot = hash & mask;
    for (;;) {
      const at = table[slot];
      if (at === -1) {
        table[slot] = i;
        break;
      }
      if (hashes[at] === hash && keyAt(at) === keyAt(i)) {
        out.push(i, at);
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return out;
}
