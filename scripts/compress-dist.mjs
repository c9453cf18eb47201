// `node scripts/compress-dist.mjs <dir>`: the post-build step of apps/web and apps/admin (issue #13).
// Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of a build, once,
// at build time; the server sends one by the request's Accept-Encoding (@fastify/static
// `preCompressed`, apps/server/src/plugins/static-apps.ts). A variant that is not smaller is not
// written, and the server then sends the file as it is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this a compressed answer saves less than its own headers. */
const MIN_BYTES = 1024;

/** @param {string} file */
async function compressFile(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return 0;
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
  return 1;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/compress-dist.mjs <build folder>');
  process.exit(2);
}
const entries = await readdir(dir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
const counts = await Promise.all(files.map(compressFile));
console.log(`[compress] ${counts.reduce((sum, count) => sum + count, 0)} files of ${dir} written as .br and .gz`);
