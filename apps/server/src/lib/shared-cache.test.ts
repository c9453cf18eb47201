import { describe, expect, it } from 'vitest';
import { SharedCache } from './shared-cache';

describe('SharedCache (in process, no Redis)', () => {
  it('computes once per key while the value is fresh, and shares one computation between concurrent misses', async () => {
    const cache = new SharedCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { runs };
    };
    const [a, b] = await Promise.all([
      cache.getOrCompute('k', 60_000, compute),
      cache.getOrCompute('k', 60_000, compute),
    ]);
    expect(a).toEqual({ runs: 1 });
    expect(b).toEqual({ runs: 1 });
    expect(await cache.getOrCompute('k', 60_000, compute)).toEqual({ runs: 1 });
    expect(await cache.getOrCompute('other', 60_000, compute)).toEqual({ runs: 2 });
  });

  it('computes again once the time is up, and every time with a zero time', async () => {
    const cache = new SharedCache();
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await cache.getOrCompute('k', 1, compute)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await cache.getOrCompute('k', 1, compute)).toBe(2);
    expect(await cache.getOrCompute('z', 0, compute)).toBe(3);
    expect(await cache.getOrCompute('z', 0, compute)).toBe(4);
  });

  it('does not keep a failed computation', async () => {
    const cache = new SharedCache();
    await expect(cache.getOrCompute('k', 60_000, async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.getOrCompute('k', 60_000, async () => 'up')).toBe('up');
  });
});
