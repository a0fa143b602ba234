import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What the server sends precompressed (src/server/dashboard/static-files.ts reads the siblings). */
const COMPRESSIBLE = /\.(?:html|m?js|css|svg|json|webmanifest|txt|map)$/i;
/** Smaller files would gain a few bytes of a packet already sent. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS = {
  '.br': (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

export interface Precompressed {
  /** Relative to the folder, `/` separated. */
  file: string;
  bytes: number;
  /** Bytes of each sibling written; a missing one was not smaller than the file. */
  siblings: Partial<Record<keyof typeof ENCODERS, number>>;
}

/** Every file below `dir`, hidden folders (`.vite/`, the build's own) and siblings aside. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (full) =>
        !path
          .relative(dir, full)
          .split(path.sep)
          .some((p) => p.startsWith('.')),
    );
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) sibling of every compressible file of at least
 * `PRECOMPRESS_MIN_BYTES` below `dir`, each only when smaller than the file; a sibling an older
 * build left where none belongs now is removed, so the server never sends stale bytes.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = await filesOf(dir);
  return Promise.all(
    files.map(async (full) => {
      const data = await fs.readFile(full);
      const siblings: Precompressed['siblings'] = {};
      await Promise.all(
        Object.entries(ENCODERS).map(async ([suffix, encode]) => {
          const packed = data.length >= PRECOMPRESS_MIN_BYTES ? await encode(data) : null;
          if (packed && packed.length < data.length) {
            await fs.writeFile(full + suffix, packed);
            siblings[suffix as keyof typeof ENCODERS] = packed.length;
          } else await fs.rm(full + suffix, { force: true });
        }),
      );
      return {
        file: path.relative(dir, full).replaceAll(path.sep, '/'),
        bytes: data.length,
        siblings,
      };
    }),
  );
}

/**
 * `vite build` writes the siblings once the bundle and the public files are in the out dir: the
 * manifest, written before, never names them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    onLog(_level, log) {
      // Slowest by design (brotli 11): Rolldown's note on slow plugins speaks once another leads.
      const slowest = /- plugin (\S+)/.exec(log.message)?.[1];
      if (log.code === 'PLUGIN_TIMINGS' && slowest === 'hub:precompress') return false;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
