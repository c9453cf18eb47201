import { describe, expect, it } from 'vitest';
import { zhCNHouse } from '../locales/zh-CN-house';
import { addHouseMessages, i18n, t, type MessageKey } from './i18n';

describe('t (the message catalogue)', () => {
  it('reads a text by its dotted key', () => {
    expect(t('common.retry')).toBe('重试');
    expect(i18n.t('common.close')).toBe('关闭');
  });

  it('fills {{placeholders}} from the values, numbers as text', () => {
    expect(t('games.launching', { name: '百家乐' })).toContain('百家乐');
    expect(t('games.launching', { name: '百家乐' })).not.toContain('{{');
    expect(t('home.bannerLabel', { index: 2 })).toContain('2');
  });

  it('leaves a placeholder without a value as written, and shows an unknown key as itself', () => {
    expect(t('games.launching')).toContain('{{name}}');
    expect(t('nothing.here' as MessageKey)).toBe('nothing.here');
  });

  it("reads the house pages' texts once their bundle has added them, not before", () => {
    expect(t('house.backToSite')).toBe('house.backToSite');
    addHouseMessages(zhCNHouse);
    expect(t('house.backToSite')).toBe('返回网站');
    expect(t('house.pageTitle', { name: '快三' })).toBe('快三 - 自营游戏');
    expect(t('common.retry')).toBe('重试');
  });
});
