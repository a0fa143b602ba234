/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A route of the client router and the files its first render needs. */
export interface RouteFiles {
  /** Route file under src/web/routes, e.g. `_app/events/$eventCode/imports.tsx`. */
  route: string;
  /** The URL paths it answers, e.g. `/events/ULTRA-2027/imports`. */
  pattern: RegExp;
  /** Manifest keys of the entry, of its lazy part and of every route it sits in, with their static imports. */
  keys: string[];
  js: string[];
  css: string[];
}

export const ROUTES_DIR = 'src/web/routes/';

/** `src/web/routes/_app/events/index.tsx?tsr-split=component` -> `_app/events/index.tsx`. */
export const routeOf = (src: string) => src.split('?')[0].slice(ROUTES_DIR.length);

/** The router plugin's lazy part of a route holding its component or loader (`?tsr-split=component---loader`). */
export const isRouteSplit = (c: ManifestChunk) =>
  !!c.src?.startsWith(ROUTES_DIR) && /[?&]tsr-split=[\w-]*\b(component|loader)\b/.test(c.src);

/** `_app/events/$eventCode/imports.tsx` -> its parents' files, outermost first, then itself. */
function routeChain(route: string, routes: Set<string>): string[] {
  const dirs = route.replace(/\.tsx$/, '').split('/');
  const chain: string[] = [];
  for (let i = 1; i < dirs.length; i++) {
    const prefix = dirs.slice(0, i).join('/');
    for (const candidate of [`${prefix}.tsx`, `${prefix}/route.tsx`])
      if (routes.has(candidate)) chain.push(candidate);
  }
  return [...chain, route];
}

export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The URL paths a route file answers, by TanStack Router's file conventions: `_layout` and
 * `(group)` segments add nothing, `index` and `route` are their folder, `$param` is one segment
 * and a lone `$` the rest of the path.
 */
export function routePattern(route: string): RegExp {
  const parts = route
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((part) => !part.startsWith('_') && !/^\(.*\)$/.test(part))
    .filter((part) => part !== 'index' && part !== 'route')
    .map((part) => {
      if (part === '$') return '.*';
      if (part.startsWith('$')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    });
  return new RegExp(`^/${parts.join('/')}/?$`);
}

/** The manifest key of the app's entry (`index.html`). */
export function entryKeyOf(manifest: Manifest): string {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  return entryKey;
}

/** Every route of the build with the files its first render needs: the entry's and each route's up the chain. */
export function routeFiles(manifest: Manifest): RouteFiles[] {
  const entryKey = entryKeyOf(manifest);
  const routeKeys = new Map<string, string[]>();
  for (const [key, c] of Object.entries(manifest))
    if (isRouteSplit(c))
      routeKeys.set(routeOf(c.src!), [...(routeKeys.get(routeOf(c.src!)) ?? []), key]);
  const routes = new Set(routeKeys.keys());
  return [...routes].sort().map((route) => {
    const chain = routeChain(route, routes).flatMap((r) => routeKeys.get(r)!);
    const keys = [...staticClosure(manifest, [entryKey, ...chain])];
    return {
      route,
      pattern: routePattern(route),
      keys,
      js: keys.map((k) => manifest[k].file),
      css: [...new Set(keys.flatMap((k) => manifest[k].css ?? []))],
    };
  });
}

/**
 * The route a URL path opens, among those that answer it the one whose first render needs the
 * most (`/events/X` is both the event's layout and its overview: the overview is what renders).
 */
export function routeForPath(routes: RouteFiles[], pathname: string): RouteFiles | null {
  let best: RouteFiles | null = null;
  for (const r of routes)
    if (r.pattern.test(pathname) && (!best || r.keys.length > best.keys.length)) best = r;
  return best;
}
