import { useEffect, useState } from 'react';

const paintTimingKnown = () =>
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * False for the first render, true once the page's first contentful paint is on screen (at
 * once when it was already: a page reached inside the app). Work a page needs only below its
 * first screen starts then, so on a phone it does not compete with that screen for the network
 * and the main thread. Where paints are not reported, two frames stand for it (the frame that
 * paints, then the next); a hidden tab paints nothing, so there it is true at once, and as soon
 * as the tab is hidden.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    if (document.visibilityState === 'hidden') return done();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    document.addEventListener('visibilitychange', onHidden);
    let stop: () => void;
    if (paintTimingKnown()) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
      stop = () => observer.disconnect();
    } else if (typeof requestAnimationFrame === 'function') {
      let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(done)));
      stop = () => cancelAnimationFrame(frame);
    } else {
      done();
      stop = () => undefined;
    }
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);
  return painted;
}
