/**
 * Ledger transfer benchmark (ARCHITECTURE.md "Performance targets": ≥ 1,000 transfers/s on PGlite,
 * ≥ 3,000/s on PostgreSQL on 2 cores, zero invariant violations).
 *
 * Every measured operation is one `withTransaction(db, tx => transfer(tx, …))` with a unique
 * idempotency key. Accounts are created and funded before the clock starts; each scenario runs on
 * a fresh database (in-memory PGlite, or a `bench_<random>` database on the PostgreSQL server of
 * TEST_DATABASE_URL / DATABASE_URL, dropped afterwards), for a bounded time with a bounded number
 * of transfers in flight, then `runLedgerCheck` verifies the invariants.
 *
 *   node --import tsx bench/ledger.ts      (or `npm run bench -- --only ledger`)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { withTransaction } from '../apps/server/src/db/transaction';
import type { Db } from '../apps/server/src/db/types';
import {
  ensureAccount,
  house,
  InsufficientFundsError,
  memberMain,
  memberPlatform,
  runLedgerCheck,
  transfer,
  type Actor,
} from '../apps/server/src/modules/ledger/index';
import { machineInfo, progress, saveResult, type MachineInfo } from './results';

export type LedgerScenarioName = 'pglite-hot' | 'pglite-many' | 'pg-hot' | 'pg-many';
export const LEDGER_SCENARIOS: readonly LedgerScenarioName[] = ['pglite-hot', 'pglite-many', 'pg-hot', 'pg-many'];

export interface LedgerBenchOptions {
  /** Timed seconds per scenario (default: env BENCH_SECONDS, else 10). */
  seconds?: number;
  /** Untimed warm-up seconds per scenario (default: env BENCH_WARMUP_SECONDS, else 1). */
  warmupSeconds?: number;
  /** PostgreSQL server for the pg-* scenarios (default: TEST_DATABASE_URL, else DATABASE_URL). */
  pgUrl?: string | undefined;
  /**
   * Transfers in flight on PGlite (default: env BENCH_PGLITE_CONCURRENCY, else 8). PGlite is one
   * connection, so beyond 1 this only adds queueing to the latency; throughput is the same.
   */
  pgliteConcurrency?: number;
  /**
   * Transfers in flight on PostgreSQL (default: env BENCH_PG_CONCURRENCY, else 8). Tuned on 2 cores:
   * the run is CPU-bound, so 16–64 in flight gave no more throughput than 4–12, while the hot-account
   * scenario lost throughput (row-lock queues cost PostgreSQL CPU) and p99 grew 5–20 times.
   */
  pgConcurrency?: number;
  /** node-postgres pool size (default: env BENCH_PG_POOL, else = pgConcurrency). */
  pgPoolSize?: number;
  /** Subset of scenarios (default: env BENCH_LEDGER_SCENARIOS, comma separated, else all). */
  scenarios?: LedgerScenarioName[];
  /** Funded member accounts of the *-many scenarios (default 1,000). */
  manyAccounts?: number;
}

export interface LedgerScenarioResult {
  scenario: LedgerScenarioName;
  driver: 'pglite' | 'pg';
  concurrency: number;
  pool_size: number | null;
  /** Committed transfers in the timed window. */
  transfers: number;
  seconds: number;
  transfers_per_s: number;
  /** Latency of every attempt in the timed window (committed or refused), one transaction each. */
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Transfers refused with InsufficientFundsError (rolled back, not counted in `transfers`). */
  refused: number;
  /** Any other failure (should be 0); a sample of messages is in `error_samples`. */
  errors: number;
  error_samples: string[];
  warmup_transfers: number;
  setup_seconds: number;
  invariants_ok: boolean;
  failed_invariants: string[];
  ledger_totals: { accounts: number; transactions: number; entries: number };
  /** Where the CPU went during the timed window (Linux /proc; null where unavailable). */
  cpu: CpuReport;
}

export interface CpuReport {
  /** CPU time of this Node process (user + system) per committed transfer. */
  node_us_per_transfer: number;
  /** CPU time of the PostgreSQL server's processes per committed transfer (local server only). */
  postgres_us_per_transfer: number | null;
  /**
   * CPU time of the bench database's own backends per committed transfer: the PostgreSQL work of
   * the postings alone, without the server's shared background processes (WAL writer, autovacuum),
   * which also work for whatever else uses the server. The steadier figure on a shared machine.
   */
  postgres_backends_us_per_transfer: number | null;
  /** Busy share of the whole machine during the window, 100 = every core busy. */
  machine_busy_pct: number | null;
  /** Busy share used by processes other than this one and PostgreSQL (other work on the machine). */
  other_processes_pct: number | null;
}

export interface LedgerBenchResult {
  bench: 'ledger';
  ok: boolean;
  started_at: string;
  finished_at: string;
  machine: MachineInfo;
  settings: {
    seconds_per_scenario: number;
    warmup_seconds: number;
    pglite_concurrency: number;
    pg_concurrency: number;
    pg_pool_size: number;
    many_accounts: number;
    postgres: string | null;
  };
  targets: { pglite_transfers_per_s: number; pg_transfers_per_s: number; invariant_violations: number };
  scenarios: LedgerScenarioResult[];
  skipped: { scenario: LedgerScenarioName; reason: string }[];
}

const SYSTEM: Actor = { type: 'system', id: 'bench' };
/** Extra time a scenario may take after its deadline before it is declared hung. */
const HANG_GRACE_MS = 60_000;

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function envScenarios(): LedgerScenarioName[] | undefined {
  const raw = process.env.BENCH_LEDGER_SCENARIOS;
  if (!raw) return undefined;
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(LEDGER_SCENARIOS as readonly string[]).includes(name)) {
      throw new Error(`BENCH_LEDGER_SCENARIOS: unknown scenario "${name}" (known: ${LEDGER_SCENARIOS.join(', ')})`);
    }
  }
  return names as LedgerScenarioName[];
}

/** Small seeded PRNG (mulberry32) so runs pick the same pairs. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Growable list of latencies in ms without boxing every number. */
class Samples {
  private data = new Float64Array(65_536);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
  sorted(): Float64Array {
    return this.data.slice(0, this.length).sort();
  }
}

/** One transfer to make: which accounts, how much. */
interface Move {
  from: bigint;
  to: bigint;
  amountFen: bigint;
}

interface Workload {
  /** The i-th transfer of the run (i is global across workers, so keys stay unique). */
  next(i: number): Move;
}

// ---------------------------------------------------------------------------------------------
// CPU accounting (best effort, Linux only)

const CLOCK_TICK_US = 10_000; // USER_HZ is 100 on Linux

/** Busy and total jiffies of the whole machine from /proc/stat. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** utime + stime (jiffies) of each process that can be read. */
function processTicks(pids: Iterable<number>): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11] ?? 0) + Number(fields[12] ?? 0));
    } catch {
      // gone, or not ours to read
    }
  }
  return ticks;
}

/**
 * Process ids of the PostgreSQL server working for this bench: the backends connected to the bench
 * database and the server's background processes (WAL writer, checkpointer, autovacuum…). Null
 * when the server is not on this machine.
 */
async function postgresPids(database: Database, url: string | undefined): Promise<PostgresPid[] | null> {
  if (database.driver !== 'pg' || !url) return null;
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) return null;
  try {
    const rows = await database.query<{ pid: number; is_backend: boolean }>(
      `select pid, datname is not distinct from current_database() as is_backend from pg_stat_activity
        where datname = current_database() or backend_type <> 'client backend'`,
    );
    return rows.map((row) => ({ pid: Number(row.pid), isBackend: row.is_backend }));
  } catch {
    return null;
  }
}

interface PostgresPid {
  pid: number;
  /** A backend connected to the bench database (not a shared background process). */
  isBackend: boolean;
}

/** CPU used by this process, the PostgreSQL server and everything else between start and finish. */
class CpuMeter {
  private node = process.cpuUsage();
  private machine = machineTicks();
  private postgres: Map<number, number> | null = null;

  private readonly backends = new Set<number>();

  private constructor(private readonly pids: () => Promise<PostgresPid[] | null>) {}

  static async start(pids: () => Promise<PostgresPid[] | null>): Promise<CpuMeter> {
    const meter = new CpuMeter(pids);
    const list = await pids();
    meter.noteBackends(list ?? []);
    meter.postgres = list ? processTicks(list.map((item) => item.pid)) : null;
    meter.node = process.cpuUsage();
    meter.machine = machineTicks();
    return meter;
  }

  private noteBackends(list: PostgresPid[]): void {
    for (const item of list) if (item.isBackend) this.backends.add(item.pid);
  }

  async finish(transfers: number): Promise<CpuReport> {
    const node = process.cpuUsage(this.node);
    const machineNow = machineTicks();
    let postgresUs: number | null = null;
    let backendsUs: number | null = null;
    if (this.postgres) {
      // Backends opened during the window (pool growth) count from zero.
      const list = (await this.pids()) ?? [];
      this.noteBackends(list);
      const now = processTicks(new Set([...this.postgres.keys(), ...list.map((item) => item.pid)]));
      let ticks = 0;
      let backendTicks = 0;
      for (const [pid, value] of now) {
        const used = value - (this.postgres.get(pid) ?? 0);
        ticks += used;
        if (this.backends.has(pid)) backendTicks += used;
      }
      postgresUs = ticks * CLOCK_TICK_US;
      backendsUs = backendTicks * CLOCK_TICK_US;
    }
    const nodeUs = node.user + node.system;
    let busyPct: number | null = null;
    let otherPct: number | null = null;
    if (this.machine && machineNow && machineNow.total > this.machine.total) {
      const totalUs = (machineNow.total - this.machine.total) * CLOCK_TICK_US;
      const busyUs = (machineNow.busy - this.machine.busy) * CLOCK_TICK_US;
      busyPct = round((busyUs / totalUs) * 100, 1);
      otherPct = round((Math.max(0, busyUs - nodeUs - (postgresUs ?? 0)) / totalUs) * 100, 1);
    }
    const per = (us: number) => round(us / Math.max(1, transfers), 1);
    return {
      node_us_per_transfer: per(nodeUs),
      postgres_us_per_transfer: postgresUs === null ? null : per(postgresUs),
      postgres_backends_us_per_transfer: backendsUs === null ? null : per(backendsUs),
      machine_busy_pct: busyPct,
      other_processes_pct: otherPct,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Setup (untimed)

async function fundAccounts(
  database: Database,
  ids: { spec: Parameters<typeof ensureAccount>[1]; fen: bigint }[],
  parallel: number,
) {
  const clearing = await withTransaction(database.db, (tx) => ensureAccount(tx, house('deposit_clearing', 'bench')));
  const result: bigint[] = new Array<bigint>(ids.length);
  const chunk = 50;
  let cursor = 0;
  const worker = async () => {
    for (;;) {
      const start = cursor;
      if (start >= ids.length) return;
      cursor += chunk;
      const slice = ids.slice(start, start + chunk);
      await withTransaction(database.db, async (tx) => {
        for (const [offset, item] of slice.entries()) {
          const id = await ensureAccount(tx, item.spec);
          result[start + offset] = id;
          if (item.fen > 0n) {
            await transfer(tx, {
              idempotencyKey: `bench:fund:${id}`,
              kind: 'bench_fund',
              reference: { type: 'bench', id: String(id) },
              actor: SYSTEM,
              fromAccountId: clearing,
              toAccountId: id,
              amountFen: item.fen,
            });
          }
        }
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return result;
}

/**
 * One hot account: every transfer debits the same member main account; the credit goes to the
 * next of 1,000 pre-created sinks (half member platform accounts, half house accounts), so the
 * only row every transaction contends for is the hot one.
 */
async function hotWorkload(database: Database, parallel: number): Promise<Workload> {
  const sinks = 1_000;
  const specs = [
    { spec: memberMain(1n), fen: 1_000_000_000_000n }, // 10 billion yuan: never refused
    ...Array.from({ length: sinks }, (_, i) => ({
      spec: i % 2 === 0 ? memberPlatform(BigInt(2 + i), 'house') : house('bench', `sink:${i}`),
      fen: 0n,
    })),
  ];
  const ids = await fundAccounts(database, specs, parallel);
  const hot = ids[0]!;
  const sinkIds = ids.slice(1);
  return {
    next(i) {
      return { from: hot, to: sinkIds[i % sinkIds.length]!, amountFen: BigInt(1 + (i % 100)) };
    },
  };
}

/** Random pairs among `count` funded member main accounts (10,000.00 yuan each, 0.01–100.00 moved). */
async function manyWorkload(database: Database, parallel: number, count: number, seed: number): Promise<Workload> {
  const specs = Array.from({ length: count }, (_, i) => ({ spec: memberMain(BigInt(10_000 + i)), fen: 1_000_000n }));
  const ids = await fundAccounts(database, specs, parallel);
  const random = prng(seed);
  return {
    next() {
      const a = Math.floor(random() * ids.length);
      let b = Math.floor(random() * (ids.length - 1));
      if (b >= a) b += 1;
      return { from: ids[a]!, to: ids[b]!, amountFen: BigInt(1 + Math.floor(random() * 10_000)) };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Timed loop

interface LoopStats {
  committed: number;
  refused: number;
  errors: number;
  errorSamples: string[];
  samples: Samples;
  seconds: number;
}

/**
 * Runs `concurrency` workers, each starting its next transfer as soon as its previous one settles,
 * until `seconds` have passed; then waits for the transfers still in flight (they are counted, and
 * the window is measured up to the last of them).
 */
async function timedLoop(
  db: Db,
  workload: Workload,
  options: {
    seconds: number;
    concurrency: number;
    keyPrefix: string;
    counter: { i: number };
    record: boolean;
    label: string;
  },
): Promise<LoopStats> {
  const stats: LoopStats = {
    committed: 0,
    refused: 0,
    errors: 0,
    errorSamples: [],
    samples: new Samples(),
    seconds: 0,
  };
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  let lastReport = start;

  const worker = async () => {
    while (performance.now() < deadline) {
      const i = options.counter.i;
      options.counter.i += 1;
      const move = workload.next(i);
      const began = performance.now();
      try {
        await withTransaction(db, (tx) =>
          transfer(tx, {
            idempotencyKey: `${options.keyPrefix}:${i}`,
            kind: 'bench_transfer',
            reference: { type: 'bench', id: String(i) },
            actor: SYSTEM,
            fromAccountId: move.from,
            toAccountId: move.to,
            amountFen: move.amountFen,
          }),
        );
        stats.committed += 1;
      } catch (error) {
        if (error instanceof InsufficientFundsError) {
          stats.refused += 1;
        } else {
          stats.errors += 1;
          if (stats.errorSamples.length < 5)
            stats.errorSamples.push(error instanceof Error ? error.message : String(error));
        }
      }
      const ended = performance.now();
      if (options.record) stats.samples.push(ended - began);
      if (options.record && ended - lastReport >= 2_000) {
        lastReport = ended;
        progress(`${options.label}: ${stats.committed} transfers after ${((ended - start) / 1000).toFixed(1)} s`);
      }
    }
  };

  const workers = Promise.all(Array.from({ length: options.concurrency }, worker));
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`${options.label}: transfers still in flight ${HANG_GRACE_MS / 1000} s after the deadline`)),
      options.seconds * 1000 + HANG_GRACE_MS,
    );
  });
  try {
    await Promise.race([workers, hung]);
  } finally {
    clearTimeout(timer);
  }
  stats.seconds = (performance.now() - start) / 1000;
  return stats;
}

// ---------------------------------------------------------------------------------------------
// Databases

interface BenchDatabase {
  database: Database;
  poolSize: number | null;
  dispose(): Promise<void>;
}

async function openPgliteBench(): Promise<BenchDatabase> {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return { database, poolSize: null, dispose: () => database.close() };
}

async function openPgBench(baseUrl: string, poolSize: number): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: url.toString(), poolSize });
    await database.migrate();
  } catch (error) {
    await database?.close();
    await drop();
    throw error;
  }
  const opened = database;
  progress(`created database ${name} (pool ${poolSize})`);
  return {
    database: opened,
    poolSize,
    async dispose() {
      try {
        await opened.close();
      } finally {
        await drop();
        progress(`dropped database ${name}`);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios

interface ScenarioSettings {
  seconds: number;
  warmupSeconds: number;
  concurrency: number;
  manyAccounts: number;
  runId: string;
  pgUrl: string | undefined;
}

async function runScenario(
  scenario: LedgerScenarioName,
  open: () => Promise<BenchDatabase>,
  settings: ScenarioSettings,
): Promise<LedgerScenarioResult> {
  const driver = scenario.startsWith('pglite') ? 'pglite' : 'pg';
  progress(`${scenario}: opening ${driver} database`);
  const bench = await open();
  try {
    const { database } = bench;
    const setupStart = performance.now();
    const setupParallel = driver === 'pg' ? Math.min(settings.concurrency, 8) : 1;
    const workload = scenario.endsWith('hot')
      ? await hotWorkload(database, setupParallel)
      : await manyWorkload(database, setupParallel, settings.manyAccounts, 20_251_121);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    progress(`${scenario}: accounts ready in ${setupSeconds.toFixed(1)} s; warming up ${settings.warmupSeconds} s`);

    const counter = { i: 0 };
    const keyPrefix = `bench:${settings.runId}:${scenario}`;
    const warm = await timedLoop(database.db, workload, {
      seconds: settings.warmupSeconds,
      concurrency: settings.concurrency,
      keyPrefix,
      counter,
      record: false,
      label: `${scenario} warm-up`,
    });
    progress(`${scenario}: measuring ${settings.seconds} s with ${settings.concurrency} in flight`);
    const meter = await CpuMeter.start(() => postgresPids(database, settings.pgUrl));
    const stats = await timedLoop(database.db, workload, {
      seconds: settings.seconds,
      concurrency: settings.concurrency,
      keyPrefix,
      counter,
      record: true,
      label: scenario,
    });

    const cpu = await meter.finish(stats.committed);

    // Invariants 1–3 (entries sum to zero, stored balances equal their entries, no negative member
    // balance). Invariant 4 (business rows) has nothing to check: the bench writes no business rows,
    // and loading the money modules would pull the whole server into this script.
    const report = await runLedgerCheck(database.db);
    const sorted = stats.samples.sorted();
    const result: LedgerScenarioResult = {
      scenario,
      driver,
      concurrency: settings.concurrency,
      pool_size: bench.poolSize,
      transfers: stats.committed,
      seconds: round(stats.seconds, 3),
      transfers_per_s: round(stats.committed / stats.seconds, 1),
      p50_ms: round(percentile(sorted, 50), 3),
      p99_ms: round(percentile(sorted, 99), 3),
      max_ms: round(sorted.length > 0 ? (sorted[sorted.length - 1] ?? 0) : 0, 3),
      refused: stats.refused,
      errors: stats.errors + warm.errors,
      error_samples: [...warm.errorSamples, ...stats.errorSamples].slice(0, 5),
      warmup_transfers: warm.committed,
      setup_seconds: round(setupSeconds, 2),
      invariants_ok: report.ok,
      failed_invariants: report.invariants.filter((invariant) => !invariant.ok).map((invariant) => invariant.name),
      ledger_totals: report.totals,
      cpu,
    };
    progress(
      `${scenario}: ${result.transfers} transfers in ${result.seconds} s = ${result.transfers_per_s}/s, ` +
        `p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, refused ${result.refused}, errors ${result.errors}, ` +
        `invariants ${result.invariants_ok ? 'ok' : `FAILED (${result.failed_invariants.join('; ')})`}; ` +
        `cpu/transfer node ${cpu.node_us_per_transfer} us, postgres ${cpu.postgres_us_per_transfer ?? '-'} us ` +
        `(its backends ${cpu.postgres_backends_us_per_transfer ?? '-'} us), ` +
        `other processes ${cpu.other_processes_pct ?? '-'}% of the machine`,
    );
    return result;
  } finally {
    await bench.dispose();
  }
}

export async function runLedgerBench(options: LedgerBenchOptions = {}): Promise<LedgerBenchResult> {
  const startedAt = new Date();
  const seconds = options.seconds ?? envNumber('BENCH_SECONDS') ?? 10;
  const warmupSeconds = options.warmupSeconds ?? envNumber('BENCH_WARMUP_SECONDS') ?? 1;
  const pgliteConcurrency = Math.round(options.pgliteConcurrency ?? envNumber('BENCH_PGLITE_CONCURRENCY') ?? 8);
  const pgConcurrency = Math.round(options.pgConcurrency ?? envNumber('BENCH_PG_CONCURRENCY') ?? 8);
  const pgPoolSize = Math.round(options.pgPoolSize ?? envNumber('BENCH_PG_POOL') ?? pgConcurrency);
  const manyAccounts = Math.round(options.manyAccounts ?? 1_000);
  const pgUrl =
    'pgUrl' in options ? options.pgUrl : process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const wanted = options.scenarios ?? envScenarios() ?? [...LEDGER_SCENARIOS];
  const runId = randomBytes(4).toString('hex');

  const scenarios: LedgerScenarioResult[] = [];
  const skipped: LedgerBenchResult['skipped'] = [];
  for (const scenario of LEDGER_SCENARIOS) {
    if (!wanted.includes(scenario)) continue;
    const isPg = scenario.startsWith('pg-');
    if (isPg && !pgUrl) {
      skipped.push({ scenario, reason: 'DATABASE_URL / TEST_DATABASE_URL not set' });
      progress(`${scenario}: skipped (no DATABASE_URL / TEST_DATABASE_URL)`);
      continue;
    }
    const open = isPg ? () => openPgBench(pgUrl!, pgPoolSize) : openPgliteBench;
    scenarios.push(
      await runScenario(scenario, open, {
        seconds,
        warmupSeconds,
        concurrency: isPg ? pgConcurrency : pgliteConcurrency,
        manyAccounts,
        runId,
        pgUrl,
      }),
    );
  }

  return {
    bench: 'ledger',
    ok: scenarios.every((result) => result.invariants_ok && result.errors === 0),
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    machine: machineInfo(),
    settings: {
      seconds_per_scenario: seconds,
      warmup_seconds: warmupSeconds,
      pglite_concurrency: pgliteConcurrency,
      pg_concurrency: pgConcurrency,
      pg_pool_size: pgPoolSize,
      many_accounts: manyAccounts,
      postgres: pgUrl ? redactUrl(pgUrl) : null,
    },
    targets: { pglite_transfers_per_s: 1_000, pg_transfers_per_s: 3_000, invariant_violations: 0 },
    scenarios,
    skipped,
  };
}

/** The server address without credentials, for the record. */
function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}

// Run directly: `node --import tsx bench/ledger.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runLedgerBench();
  const file = saveResult('ledger', result);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  progress(`written ${file}`);
  if (!result.ok) process.exitCode = 1;
}
