import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const snapshot = () => document.visibilityState !== 'hidden';

/** False while the browser tab is hidden: polling stops instead of spending the rate limit. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
