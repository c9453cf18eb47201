import { describe, expect, it } from 'vitest';
import { buildUrl } from './api-client';

describe('buildUrl', () => {
  it('puts the path under /api/admin and leaves out empty filters', () => {
    expect(buildUrl('/withdrawals', { state: '1', username: '', member_id: undefined, page: 2 })).toBe(
      '/api/admin/withdrawals?state=1&page=2',
    );
  });

  it('encodes values', () => {
    expect(buildUrl('/audit', { action: 'finance.withdrawal approve', staff: '张三' })).toBe(
      '/api/admin/audit?action=finance.withdrawal+approve&staff=%E5%BC%A0%E4%B8%89',
    );
  });
});
