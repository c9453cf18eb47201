import { describe, expect, it } from 'vitest';
import { readNoticeList } from './get-notices';

describe('readNoticeList (POST /api/noticeList)', () => {
  it('reads the messages and the unread counts per type', () => {
    const list = readNoticeList({
      current_page: 1,
      data: [
        { id: 7, title: '欢迎', content: '<p>hi</p>', created_at: '2026-01-01 10:00:00', type: 1, is_read: 0 },
        { id: '3', title: '公告', content: '', created_at: '2026-01-01 09:00:00', type: '3', is_read: 1 },
        'not a row',
      ],
      unread: { 1: 1, 2: 0, 3: '2', 4: 0, total: 3 },
    });
    expect(list.notices).toEqual([
      { id: 7, title: '欢迎', content: '<p>hi</p>', created_at: '2026-01-01 10:00:00', type: 1, is_read: 0 },
      { id: 3, title: '公告', content: '', created_at: '2026-01-01 09:00:00', type: 3, is_read: 1 },
    ]);
    expect(list.unread).toEqual({ 1: 1, 2: 0, 3: 2, 4: 0, total: 3 });
  });

  it('counts nothing unread when the answer has no counts (a visitor)', () => {
    expect(readNoticeList({ data: [] }).unread).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, total: 0 });
  });

  it('refuses an answer without a list', () => {
    expect(() => readNoticeList(null)).toThrow();
    expect(() => readNoticeList({ data: 'x' })).toThrow();
  });
});
