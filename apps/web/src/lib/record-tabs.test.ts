import { describe, expect, it } from 'vitest';
import { assetsRecordsPath, parseRecordTab } from './record-tabs';

describe('parseRecordTab', () => {
  it('opens the tab the type query names (deposit 0 … bet 4, rebate 5)', () => {
    expect(['0', '1', '2', '3', '4', '5'].map(parseRecordTab)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('opens the deposit tab for no type, an unknown tab or junk', () => {
    expect(parseRecordTab(null)).toBe(0);
    expect(parseRecordTab('6')).toBe(0);
    expect(parseRecordTab('x')).toBe(0);
  });
});

describe('assetsRecordsPath', () => {
  it('is where the withdraw page sends the member after a withdrawal', () => {
    expect(assetsRecordsPath(1)).toBe('/assets?type=1');
  });
});
