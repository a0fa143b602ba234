import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { FIRST_READS_ELEMENT_ID, SESSION_PATH } from '@/contract/session-wire';
import { acceptedEncodings, type Encoding } from './accept-encoding';
import type { FirstAnswers, FirstReads } from './first-reads';
import {
  routeFiles,
  routeForPath,
  staticClosure,
  type Manifest,
  type RouteFiles,
} from './route-files';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface IndexPage {
  body: Buffer;
  encoding?: Encoding;
  vary: true;
  /** It carries a person's data (the hub's answers to its reads): no cache may keep it. */
  personal?: boolean;
}

interface Build {
  stamp: string;
  html: string;
  manifest: Manifest;
  routes: RouteFiles[];
  /** Pages made so far, by route and encoding: a build has a few dozen. */
  pages: Map<string, Buffer>;
}

/** What changes when a build replaces the file; `-` for a file that is not there. */
const stampOf = async (file: string) =>
  fs.stat(file).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => '-',
  );

/** The build's manifest and its routes; none from a manifest missing or not Vite's. */
async function readManifest(file: string): Promise<{ manifest: Manifest; routes: RouteFiles[] }> {
  try {
    const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
    return { manifest, routes: routeFiles(manifest) };
  } catch {
    return { manifest: {}, routes: [] };
  }
}

/** The files of modules named by source (with what they import), those the build has. */
export function moduleFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const keys = staticClosure(
    manifest,
    sources.filter((source) => source in manifest),
  );
  return [...keys].map((key) => manifest[key].file);
}

/**
 * `<link>` hints for the files a route's first render needs beyond what `index.html` names: the
 * browser fetches them beside the entry instead of after it has run and the router has matched
 * (on a phone over 4G each such wave costs a round trip). Stylesheets go in as stylesheets, as
 * Vite's loader would add them, so it finds them there and the page is styled at first paint.
 */
export function routeHints(
  html: string,
  route: RouteFiles,
  first: { reads: readonly string[]; modules: readonly string[] } = { reads: [], modules: [] },
  carried: readonly string[] = [],
): string {
  const missing = (file: string) => !html.includes(`/${file}"`);
  const js = [...new Set([...route.js, ...first.modules])];
  // The API client's GETs are CORS-mode fetches with same-origin credentials: `crossorigin`.
  const fetchHint = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">`;
  // What the page carries (`carried`, its answers) the browser does not ask for.
  const asked = (read: string) => !carried.includes(read);
  return [
    // Every page asks who is signed in first thing.
    ...[SESSION_PATH].filter(asked).map(fetchHint),
    ...route.css.filter(missing).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...js.filter(missing).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...first.reads.filter(asked).map(fetchHint),
  ].join('\n    ');
}

/**
 * The hub's answers as a `<script type="application/json">` the browser never runs: `<` is
 * written `\u003c`, so no text of the hub's (an event named `</script>…`) can close it.
 */
export function embeddedAnswers(answers: FirstAnswers): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`;
}

const compress = (plain: Buffer, encoding: Encoding | undefined) =>
  encoding === 'br'
    ? brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : encoding === 'gzip'
      ? gzip(plain, { level: 9 })
      : Promise.resolve(plain);

/**
 * `index.html` for a URL path of the client router, with the hints of the route it opens,
 * compressed as the client takes it (brotli, else gzip) and kept per route until the build
 * changes. Null when the app is not built. A path no route answers gets the page as built.
 * `first` names hub reads and modules to hint as well (first-reads.ts, for a signed-in request):
 * such a page names one event, and is made each time.
 */
export function createIndexPages(root: string) {
  const indexFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  let build: Build | null = null;

  async function current(): Promise<Build | null> {
    const stamp = `${await stampOf(indexFile)}|${await stampOf(manifestFile)}`;
    if (stamp.startsWith('-|')) return null;
    if (build?.stamp !== stamp) {
      const html = await fs.readFile(indexFile, 'utf8').catch(() => null);
      if (html === null) return null;
      // Without a manifest (a build made without it) the page goes out as built.
      build = { stamp, html, ...(await readManifest(manifestFile)), pages: new Map() };
    }
    return build;
  }

  return async (
    pathname: string,
    acceptEncoding: string | null,
    first: FirstReads | null = null,
  ): Promise<IndexPage | null> => {
    const b = await current();
    if (!b) return null;
    const route = routeForPath(b.routes, pathname);
    const encoding = acceptedEncodings(acceptEncoding)[0];
    const answers = first?.answers ?? {};
    const answered = Object.keys(answers).length > 0;
    const page = async () => {
      const hints = route
        ? routeHints(
            b.html,
            route,
            first
              ? { reads: first.reads, modules: moduleFiles(b.manifest, first.modules) }
              : undefined,
            Object.keys(answers),
          )
        : '';
      const head = [hints, answered ? embeddedAnswers(answers) : ''].filter(Boolean).join('\n    ');
      const html = head ? b.html.replace('</head>', `  ${head}\n  </head>`) : b.html;
      return compress(Buffer.from(html), encoding);
    };
    if (route && first) return { body: await page(), encoding, vary: true, personal: answered };
    const key = `${route?.route ?? ''}|${encoding ?? 'identity'}`;
    let body = b.pages.get(key);
    if (!body) {
      body = await page();
      b.pages.set(key, body);
    }
    return { body, encoding, vary: true };
  };
}
