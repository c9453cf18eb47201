// `npm run generate:checks -w @app/shared`: writes checks.generated.ts (see render-checks.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderChecks } from './render-checks';

const target = fileURLToPath(new URL('./checks.generated.ts', import.meta.url));
writeFileSync(target, renderChecks());
console.log(`wrote ${target}`);
