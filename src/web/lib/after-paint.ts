import { useEffect, useState } from 'react';

/** A hidden tab paints no frames: past this, the work starts anyway. */
const AT_MOST_MS = 200;

/**
 * False for the first render, true once the browser has shown what that render committed: a
 * frame later (the frame that paints it, then the next one, once the first is on screen). Work
 * a page needs only below its first screen starts then, so it does not compete with that screen
 * for the phone's network and main thread.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let frame: number | undefined;
    if (typeof requestAnimationFrame === 'function')
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(done)));
    const fallback = setTimeout(done, AT_MOST_MS);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
