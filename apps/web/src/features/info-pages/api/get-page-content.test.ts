import { describe, expect, it } from 'vitest';
import { readPageContent } from './get-page-content';

describe('readPageContent (GET /api/pageContent)', () => {
  it('reads the FAQ groups', () => {
    const page = readPageContent('faq', {
      slug: 'faq',
      title: '常见问题',
      updated_at: '',
      body: { groups: [{ title: '账户问题', items: [{ question: '如何注册？', answer: '<p>a</p>' }] }] },
    });
    expect(page.body.groups).toEqual([{ title: '账户问题', items: [{ question: '如何注册？', answer: '<p>a</p>' }] }]);
  });

  it('reads the about figures and fills what is missing', () => {
    const page = readPageContent('about', {
      slug: 'about',
      title: '星河娱乐',
      body: {
        figures: [{ key: 'daily_withdraw', label: '单日提款', value: '2000万', unit: '元', note: '' }],
        dividend_club: { title: '分红俱乐部', pay_days: [8, 18, 28, 'x'], text: '' },
      },
    });
    expect(page.body.figures[0]?.value).toBe('2000万');
    expect(page.body.dividend_club.pay_days).toEqual([8, 18, 28]);
    expect(page.body.features).toEqual([]);
    expect(page.body.yearly_report).toEqual({ title: '', year: '', items: [] });
  });

  it('refuses an answer without a body', () => {
    expect(() => readPageContent('app', { slug: 'app' })).toThrow();
  });
});
