import { createServer } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `bench/results/` (git-ignored): every run leaves its JSON there. */
export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** A filesystem-safe timestamp, e.g. `2025-11-21T05-18-07Z`. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** Writes `bench/results/<name>-<timestamp>.json` and returns its path. */
export function saveResult(name: string, document: unknown, date = new Date()): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}-${fileTimestamp(date)}.json`);
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

export interface MachineInfo {
  cpus: number;
  cpu_model: string;
  memory_gb: number;
  node: string;
  platform: string;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** Progress goes to stderr so stdout stays one JSON document. */
export function progress(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}

/** A free TCP port on 127.0.0.1 for a bench's own server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
