import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
/** Below this a compressed answer saves less than its own headers. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build,
 * once, at build time; the server picks one by the request's Accept-Encoding (@fastify/static
 * `preCompressed`, apps/server/src/plugins/static-apps.ts). A variant that is not smaller is not
 * written, and the server then sends the file as it is.
 */
export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
