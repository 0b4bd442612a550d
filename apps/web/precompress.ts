import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files that compress (fonts and pictures are compressed formats already). */
const TEXT = /\.(js|css|svg)$/;
/** Below this a compressed form saves less than its headers cost. */
const SMALLEST = 1024;

/** Each file of `dir` and its subfolders. */
const filesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

/**
 * Writes the brotli (quality 11) and gzip (level 9) forms of each built script, stylesheet and SVG beside it, as
 * `<file>.br` and `<file>.gz`, for the server to send as they are (apps/server/src/app.ts, @fastify/static's
 * preCompressed). Compressed per request instead, at the brotli quality an API answer can afford (1), the start
 * script went out as 88.6 kB, more than its gzip form (70.1 kB); at quality 11 it is 61.6 kB. A form no
 * smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop-precompress',
    // The browser's files only: the server renderer's build (--ssr) is not served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public files are written.
    async closeBundle() {
      const files = filesOf(outDir).filter((file) => TEXT.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = fs.readFileSync(file);
          if (source.length < SMALLEST) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
