import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Frames run when the test says, as a browser runs them before painting. */
function frames() {
  const waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    waiting.push(callback),
  );
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return () => act(() => waiting.splice(0).forEach((callback) => callback(performance.now())));
}

describe('after the first paint', () => {
  it('is false for the render that paints, and true a frame after it', () => {
    vi.useFakeTimers();
    const nextFrame = frames();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    nextFrame(); // the frame that paints the first render
    expect(result.current).toBe(false);
    nextFrame(); // the next: the first is on screen
    expect(result.current).toBe(true);
  });

  it('is true after 200 ms in a tab that paints no frames (hidden)', () => {
    vi.useFakeTimers();
    frames();
    const { result } = renderHook(() => useAfterFirstPaint());
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
