import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain nothing worth a second copy (the server's on-the-fly threshold is the same). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg)$/;

/** Brotli at its best (quality 11): what the build writes beside each asset, and the benches' static copies send. */
export const brotliAtBest = (source: Buffer): Buffer =>
  brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });

/** Gzip at its best (level 9), for a browser without brotli. */
export const gzipAtBest = (source: Buffer): Buffer => gzipSync(source, { level: 9 });

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every hashed asset, which the
 * server sends as they are (`preCompressed` in server/plugins/static-files.ts). Compressing on the
 * fly has to be quick, so it uses brotli's quality 4: the framework chunk went out as 106 KB, larger
 * than its gzip; at quality 11 it is 91 KB, and the JavaScript before the first interaction about
 * 13 % lighter on a slow link. Node's zlib does the work; the assets never change after the build,
 * so they are compressed once here rather than on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'achaa:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(options, bundle) {
      const directory = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
        const path = join(directory, fileName);
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliAtBest(source));
        writeFileSync(`${path}.gz`, gzipAtBest(source));
      }
    },
  };
}
