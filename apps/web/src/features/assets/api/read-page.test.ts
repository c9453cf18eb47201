import { describe, expect, it } from 'vitest';
import { nextPageOf, readRecordPage } from './read-page';

const readAmount = (row: Record<string, unknown>) => String(row.amount);

describe('readRecordPage', () => {
  it('reads a Laravel page and its rows', () => {
    const page = readRecordPage(
      { current_page: 1, last_page: 2, per_page: 15, total: 16, data: [{ amount: '1.00' }, { amount: '2.50' }] },
      readAmount,
    );
    expect(page).toEqual({ current_page: 1, last_page: 2, total: 16, data: ['1.00', '2.50'] });
  });

  it('refuses an answer without a page, so the list shows its error state', () => {
    expect(() => readRecordPage(null, readAmount)).toThrow();
    expect(() => readRecordPage({ current_page: 1 }, readAmount)).toThrow();
  });
});

describe('nextPageOf', () => {
  it('asks for the next page until the last one', () => {
    expect(nextPageOf({ current_page: 1, last_page: 3, total: 40, data: [] })).toBe(2);
    expect(nextPageOf({ current_page: 3, last_page: 3, total: 40, data: [] })).toBeUndefined();
    expect(nextPageOf({ current_page: 1, last_page: 1, total: 0, data: [] })).toBeUndefined();
  });
});
