import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_MODE).toBe('demo');
    expect(config.SITE_TZ).toBe('Asia/Shanghai');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names every bad variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', SITE_TZ: 'Mars/Base', APP_MODE: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('SITE_TZ');
    expect(message).toContain('APP_MODE');
  });

  it('refuses test-only fixed codes and missing secrets in production', () => {
    expect(() =>
      loadConfig({
        APP_MODE: 'production',
        CAPTCHA_FIXED_CODE: '1234',
        DATABASE_URL: 'postgres://localhost/db',
        APP_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/CAPTCHA_FIXED_CODE/);
    expect(() =>
      loadConfig({
        APP_MODE: 'production',
        TEST_CLOCK_AT: '2026-06-15T10:30:00+08:00',
        DATABASE_URL: 'postgres://localhost/db',
        APP_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/TEST_CLOCK_AT/);
    expect(() => loadConfig({ TEST_CLOCK_AT: 'tomorrow at ten' })).toThrow(/TEST_CLOCK_AT/);
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/APP_SECRET/);
    const config = loadConfig({
      APP_MODE: 'production',
      DATABASE_URL: 'postgres://localhost/db',
      APP_SECRET: 'x'.repeat(40),
    });
    expect(config.isProduction).toBe(true);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
