import { describe, expect, it } from 'vitest';
import { routeFiles, routeForPath, routePattern, type Manifest } from './route-files';

/** The shape Vite writes: the entry, the router plugin's lazy parts, shared chunks and styles. */
const manifest: Manifest = withSources({
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_main.js'],
    css: ['assets/main.css'],
  },
  '_main.js': { file: 'assets/main.js' },
  '_table.js': { file: 'assets/table.js', css: ['assets/table.css'] },
  'src/web/routes/sign-in.tsx?tsr-split=component': {
    file: 'assets/sign-in.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/web/routes/_app.tsx?tsr-split=component': {
    file: 'assets/app.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/web/routes/_app/events/index.tsx?tsr-split=loader---component': {
    file: 'assets/events.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table.js'],
  },
  'src/web/routes/_app/events/$eventCode.tsx?tsr-split=component': {
    file: 'assets/event.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/web/routes/_app/events/$eventCode/index.tsx?tsr-split=loader---component': {
    file: 'assets/overview.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/web/routes/_app/events/$eventCode/races.tsx?tsr-split=component': {
    file: 'assets/races.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table.js'],
  },
  'src/web/routes/_app/events/$eventCode/races.tsx?tsr-split=errorComponent': {
    file: 'assets/races-error.js',
    isDynamicEntry: true,
  },
});

/** Vite names each chunk's source module in `src`, the key of its manifest entry. */
function withSources(chunks: Manifest): Manifest {
  return Object.fromEntries(
    Object.entries(chunks).map(([key, c]) => [key, key.startsWith('_') ? c : { ...c, src: key }]),
  );
}

describe('routePattern', () => {
  it.each([
    ['sign-in.tsx', '/sign-in', true],
    ['_app/index.tsx', '/', true],
    ['_app/events/index.tsx', '/events', true],
    ['_app/events/index.tsx', '/events/', true],
    ['_app/events/index.tsx', '/events/ULTRA', false],
    ['_app/events/$eventCode/races.tsx', '/events/ULTRA-2027/races', true],
    ['_app/events/$eventCode/races.tsx', '/events/a/b/races', false],
    ['_app/events/$eventCode/route.tsx', '/events/ULTRA-2027', true],
    ['(public)/help.tsx', '/help', true],
    ['files/$.tsx', '/files/a/b/c', true],
    ['a.b.tsx', '/aXb', false],
  ])('%s answers %s: %s', (route, pathname, answers) => {
    expect(routePattern(route).test(pathname)).toBe(answers);
  });
});

describe('routeFiles', () => {
  const routes = routeFiles(manifest);

  it('gives a route the entry, its own lazy part and its layouts’, with their imports and styles', () => {
    const races = routes.find((r) => r.route === '_app/events/$eventCode/races.tsx')!;
    expect(races.js.sort()).toEqual(
      [
        'assets/index.js',
        'assets/main.js',
        'assets/app.js',
        'assets/event.js',
        'assets/races.js',
        'assets/table.js',
      ].sort(),
    );
    expect(races.css.sort()).toEqual(['assets/main.css', 'assets/table.css']);
    // The error component loads only on an error.
    expect(races.js).not.toContain('assets/races-error.js');
  });

  it('opens the overview, not only the event’s layout, at an event’s address', () => {
    expect(routeForPath(routes, '/events/ULTRA-2027')?.route).toBe(
      '_app/events/$eventCode/index.tsx',
    );
    expect(routeForPath(routes, '/events')?.route).toBe('_app/events/index.tsx');
    expect(routeForPath(routes, '/sign-in')?.js.sort()).toEqual([
      'assets/index.js',
      'assets/main.js',
      'assets/sign-in.js',
    ]);
    expect(routeForPath(routes, '/nowhere/at/all')).toBeNull();
  });
});
