export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let c = 0; c < value.length; c++) h = Math.imul(h ^ value.charCodeAt(c), 0x01000193);
  return h >>> 0;
}

/**
 * For each value, the index of the first earlier equal value, or -1 (also for null). An
 * open-addressing table over hashes taken while each row was checked (its strings still in
 * cache): several times faster than a `Map` on 100 000 keys.
 */
export function firstSeen(values: readonly (string | null)[], hashes?: Uint32Array): Int32Array {
  const n = values.length;
  const out = new Int32Array(n).fill(-1);
  let size = 1024;
  while (size < n * 2) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  for (let i = 0; i < n; i++) {
    const value = values[i];
    if (!value) continue;
    let slot = (hashes ? hashes[i] : hashString(value)) & mask;
    for (;;) {
      const at = table[slot];
      if (at === -1) {
        table[slot] = i;
        break;
      }
      if ((!hashes || hashes[at] === hashes[i]) && values[at] === value) {
        out[i] = at;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  return out;
}
