import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
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

const visibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

/** Paint timing as a browser reports it: the test says when the first contentful paint is. */
function paints() {
  const observers: PerformanceObserverCallback[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (name: string) =>
    act(() =>
      observers.forEach((callback) =>
        callback(
          {
            getEntriesByName: (asked: string) => (asked === name ? [{ name }] : []),
          } as unknown as PerformanceObserverEntryList,
          {} as PerformanceObserver,
        ),
      ),
    );
}

describe('after the first paint', () => {
  it('is true once the browser reports the first contentful paint, not before', () => {
    const painted = paints();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    painted('first-paint');
    expect(result.current).toBe(false);
    painted('first-contentful-paint');
    expect(result.current).toBe(true);
  });

  it('without paint timing: false for the render that paints, true a frame after it, however long that takes', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const nextFrame = frames();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    // A busy phone: no frame for a while is no reason to start.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(result.current).toBe(false);
    nextFrame(); // the frame that paints the first render
    expect(result.current).toBe(false);
    nextFrame(); // the next: the first is on screen
    expect(result.current).toBe(true);
  });

  it('is true at once in a hidden tab, and when the tab is hidden before its first paint', () => {
    paints();
    visibility('hidden');
    expect(renderHook(() => useAfterFirstPaint()).result.current).toBe(true);

    visibility('visible');
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    visibility('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(true);
  });
});
