import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { OPENAPI_FILE } from './plugins/openapi';

/** `npm run openapi`: writes the generated OpenAPI document to docs/openapi.json (committed). */
async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory' });
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, logger: false });
  await app.ready();
  writeFileSync(OPENAPI_FILE, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}

void main();
