import type { Redis } from 'ioredis';

/**
 * A short-lived cache of JSON answers shared by every instance: in Redis when it is configured
 * (one computation serves the whole cluster), in process memory otherwise or while Redis is away.
 * Concurrent misses for one key in one process wait for a single computation. Values must survive
 * JSON (no bigint, no Date).
 */
export class SharedCache {
  private readonly local = new Map<string, { until: number; value: unknown }>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly redis?: Redis,
    private readonly prefix = 'app:cache:',
  ) {}

  /** The cached value of `key`, or the result of `compute` kept for `ttlMs` (0: always computes). */
  async getOrCompute<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return compute();
    const local = this.local.get(key);
    if (local && local.until > Date.now()) return local.value as T;
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const work = this.load(key, ttlMs, compute).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async load<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const shared = await this.readRedis(key);
    if (shared !== undefined) {
      this.remember(key, shared.value, shared.ttlMs);
      return shared.value as T;
    }
    const value = await compute();
    this.remember(key, value, ttlMs);
    if (this.redis?.status === 'ready') {
      await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
    }
    return value;
  }

  /** Keeps the value in process for the time Redis still holds it (at most `ttlMs`). */
  private remember(key: string, value: unknown, ttlMs: number): void {
    if (this.local.size > 1_000) this.local.clear();
    this.local.set(key, { until: Date.now() + ttlMs, value });
  }

  private async readRedis(key: string): Promise<{ value: unknown; ttlMs: number } | undefined> {
    if (this.redis?.status !== 'ready') return undefined;
    try {
      const redisKey = this.prefix + key;
      const [raw, ttl] = await Promise.all([this.redis.get(redisKey), this.redis.pttl(redisKey)]);
      if (typeof raw !== 'string' || ttl <= 0) return undefined;
      return { value: JSON.parse(raw) as unknown, ttlMs: ttl };
    } catch {
      return undefined;
    }
  }
}
