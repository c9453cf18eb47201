import { describe, expect, it } from 'vitest';
import { dbClassOf } from './db-classes';

describe('dbClassOf (decision 0016)', () => {
  it('puts member calls, staff calls, exports and marked routes in their classes', () => {
    expect(dbClassOf('/api/balance', undefined, {})).toBe('member');
    expect(dbClassOf('/readyz', undefined, {})).toBe('member');
    expect(dbClassOf('/api/administrator', undefined, {})).toBe('member');
    expect(dbClassOf('/api/admin/withdrawals', undefined, {})).toBe('staff');
    expect(dbClassOf('/api/admin/withdrawals', undefined, { format: 'json' })).toBe('staff');
    expect(dbClassOf('/api/admin/withdrawals', undefined, { format: 'csv' })).toBe('report');
    expect(dbClassOf('/api/admin/dashboard', 'report', {})).toBe('report');
    expect(dbClassOf('/api/admin/ledger/check', 'report', undefined)).toBe('report');
  });
});
