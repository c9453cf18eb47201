/**
 * `npm run bench`: runs every benchmark (or those named with `--only a,b`), prints one combined
 * JSON document on stdout, writes each bench's JSON to `bench/results/<name>-<timestamp>.json`,
 * and exits 1 when any bench reports `ok: false` (e.g. a ledger invariant failed).
 *
 *   npm run bench
 *   npm run bench -- --only ledger
 *   node --import tsx bench/run.ts --only=ledger
 */
import { runBalanceBench } from './balance';
import { runLedgerBench } from './ledger';
import { runLighthouseBench } from './lighthouse';
import { runScaleBench } from './scale';
import { machineInfo, progress, saveResult } from './results';

/** What every bench returns: its own JSON document with an overall verdict. */
interface BenchResult {
  ok: boolean;
}

/** Register further benches here. */
const BENCHES: Record<string, () => Promise<BenchResult>> = {
  ledger: () => runLedgerBench(),
  balance: () => runBalanceBench(),
  lighthouse: () => runLighthouseBench(),
  scale: () => runScaleBench(),
};

function parseOnly(argv: string[]): string[] | undefined {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--only') {
      const value = argv[i + 1];
      if (value === undefined) throw new Error('--only needs a bench name, e.g. --only ledger');
      names.push(...value.split(','));
      i += 1;
    } else if (arg.startsWith('--only=')) {
      names.push(...arg.slice('--only='.length).split(','));
    } else {
      throw new Error(`unknown argument "${arg}" (usage: bench/run.ts [--only ${Object.keys(BENCHES).join(',')}])`);
    }
  }
  const chosen = names.map((name) => name.trim()).filter(Boolean);
  for (const name of chosen) {
    if (!(name in BENCHES)) throw new Error(`unknown bench "${name}" (known: ${Object.keys(BENCHES).join(', ')})`);
  }
  return chosen.length > 0 ? chosen : undefined;
}

async function main(): Promise<number> {
  const only = parseOnly(process.argv.slice(2));
  const startedAt = new Date();
  const results: Record<string, BenchResult> = {};
  for (const [name, run] of Object.entries(BENCHES)) {
    if (only && !only.includes(name)) continue;
    progress(`running ${name}`);
    const result = await run();
    results[name] = result;
    progress(`${name}: ${result.ok ? 'ok' : 'FAILED'}; written ${saveResult(name, result)}`);
  }
  const ok = Object.values(results).every((result) => result.ok);
  const combined = {
    ok,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    machine: machineInfo(),
    benches: results,
  };
  process.stdout.write(`${JSON.stringify(combined, null, 2)}\n`);
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
