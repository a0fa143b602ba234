import { useEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Paper is white: while printing, Mantine's scheme attribute is set to light and put back after.
 * `beforeprint` covers the browser's print; the media query also covers emulated print media.
 */
export function usePrintLight() {
  useEffect(() => {
    const root = document.documentElement;
    let saved: string | null = null;
    const toLight = () => {
      if (saved !== null) return;
      saved = root.getAttribute(ATTRIBUTE) ?? '';
      root.setAttribute(ATTRIBUTE, 'light');
    };
    const restore = () => {
      if (saved === null) return;
      if (saved) root.setAttribute(ATTRIBUTE, saved);
      saved = null;
    };
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const onMedia = (event: MediaQueryListEvent) => (event.matches ? toLight() : restore());
    if (media?.matches) toLight();
    window.addEventListener('beforeprint', toLight);
    window.addEventListener('afterprint', restore);
    media?.addEventListener?.('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', toLight);
      window.removeEventListener('afterprint', restore);
      media?.removeEventListener?.('change', onMedia);
      restore();
    };
  }, []);
}
