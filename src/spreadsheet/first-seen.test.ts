import { describe, expect, it } from 'vitest';
import { keyHash, repeats } from './first-seen';

describe('repeats', () => {
  it('pairs each repeated key with its first row, skipping rows without one', () => {
    const keys = ['a', '', 'b', 'a', '', 'b', 'a'];
    const hashes = Uint32Array.from(keys, (k) => (k ? keyHash(k) : 0));
    expect(repeats(hashes, (i) => keys[i])).toEqual([3, 0, 5, 2, 6, 0]);
  });

  it('compares the keys where two hashes agree', () => {
    const keys = ['a', 'b', 'a', 'b'];
    expect(repeats(new Uint32Array([7, 7, 7, 7]), (i) => keys[i])).toEqual([2, 0, 3, 1]);
  });

  it('never hashes a key to 0, the mark of a row without one', () => {
    expect(keyHash('')).not.toBe(0);
    expect(keyHash('52998224725')).not.toBe(0);
  });
});
