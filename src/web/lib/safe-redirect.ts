/** A redirect target only when it is a path on this origin (never `//host`, `\\host` or `scheme:`). */
export function safeRedirect(value: unknown, fallback = '/events'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  )
    return fallback;
  try {
    const base = 'http://console.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    if (url.pathname.startsWith('/sign-in')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
