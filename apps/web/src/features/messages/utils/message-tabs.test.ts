import { describe, expect, it } from 'vitest';
import { messageInfoPath, parseMessageTab, SERVICE_TAB } from './message-tabs';

describe('message tabs (spec-1 §2 /myNews)', () => {
  it('opens the customer-service tab by default and for anything unknown', () => {
    expect(parseMessageTab(null)).toBe(SERVICE_TAB);
    expect(parseMessageTab('-1')).toBe(SERVICE_TAB);
    expect(parseMessageTab('5')).toBe(SERVICE_TAB);
    expect(parseMessageTab('abc')).toBe(SERVICE_TAB);
  });

  it('reads the four notice types', () => {
    expect([1, 2, 3, 4].map((type) => parseMessageTab(String(type)))).toEqual([1, 2, 3, 4]);
  });

  it('links an item to /myNewsInfo?id=', () => {
    expect(messageInfoPath('/myNewsInfo', 7)).toBe('/myNewsInfo?id=7');
  });
});
