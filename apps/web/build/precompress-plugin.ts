import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset at build time, once, at the highest levels;
 * the server sends them as they are (@fastify/static `preCompressed`), so no request pays for
 * compressing.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'scaffale-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const writes = Object.values(bundle).flatMap((output) => {
        if (!COMPRESSIBLE.test(output.fileName)) return [];
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) return [];
        const file = join(outDir, output.fileName);
        return [
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }).then((compressed) => writeFile(`${file}.br`, compressed)),
          gzipAsync(bytes, { level: 9 }).then((compressed) => writeFile(`${file}.gz`, compressed)),
        ];
      });
      await Promise.all(writes);
    },
  };
}
