import { describe, expect, it } from 'vitest';
import { scrollToReveal, windowRange } from './windowed-range';

describe('windowRange', () => {
  const base = { viewportHeight: 440, rowHeight: 44, overscan: 8 };

  it('renders the rows in view plus overscan, clamped to the list', () => {
    expect(windowRange({ ...base, scrollTop: 0, count: 100_000 })).toEqual({
      start: 0,
      end: 18,
      totalHeight: 4_400_000,
    });
    expect(windowRange({ ...base, scrollTop: 44 * 500, count: 100_000 })).toEqual({
      start: 492,
      end: 518,
      totalHeight: 4_400_000,
    });
    expect(windowRange({ ...base, scrollTop: 10 ** 9, count: 100 })).toMatchObject({
      start: 82,
      end: 100,
    });
  });

  it('handles empty and short lists', () => {
    expect(windowRange({ ...base, scrollTop: 0, count: 0 })).toEqual({
      start: 0,
      end: 0,
      totalHeight: 0,
    });
    expect(windowRange({ ...base, scrollTop: 0, count: 3 })).toMatchObject({ start: 0, end: 3 });
  });

  it('scrolls only as far as needed to reveal a row', () => {
    expect(scrollToReveal(5, 0, 440, 44)).toBeNull();
    expect(scrollToReveal(20, 0, 440, 44)).toBe(21 * 44 - 440);
    expect(scrollToReveal(2, 440, 440, 44)).toBe(88);
  });
});
