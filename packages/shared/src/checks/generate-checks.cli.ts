// `npm run generate:checks -w @app/shared`: writes generated/ (see render-checks.ts), one module per
// check, and removes the files of checks no longer listed.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderChecks } from './render-checks';

const target = fileURLToPath(new URL('./generated', import.meta.url));
mkdirSync(target, { recursive: true });
const files = renderChecks();
for (const file of readdirSync(target)) {
  if (!files.has(file)) rmSync(path.join(target, file));
}
for (const [file, content] of files) writeFileSync(path.join(target, file), content);
console.log(`wrote ${files.size} files in ${target}`);
