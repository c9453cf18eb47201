import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../contracts';
import { check } from './check';
import * as checks from './generated';
import { CHECKED_SCHEMAS, checkFileOf, renderChecks } from './render-checks';

describe('generated/', () => {
  it('is what render-checks renders from the contracts today (run `npm run generate:checks -w @app/shared`)', () => {
    const rendered = renderChecks();
    const folder = new URL('./generated/', import.meta.url);
    expect(readdirSync(folder).sort()).toEqual([...rendered.keys()].sort());
    for (const [file, content] of rendered) expect(readFileSync(new URL(file, folder), 'utf8'), file).toBe(content);
  });

  it('has one check per listed contract, each in its own module', () => {
    for (const name of CHECKED_SCHEMAS) expect(checks).toHaveProperty(name.replace(/Schema$/, 'Check'));
    expect(checkFileOf('AppInfoSchema')).toBe('app-info.ts');
    expect(checkFileOf('UsdtAddressListSchema')).toBe('usdt-address-list.ts');
    expect(new Set(CHECKED_SCHEMAS.map(checkFileOf)).size).toBe(CHECKED_SCHEMAS.length);
  });
});

/** Answers and near-misses of the contracts the first screens read: zod and the check must agree. */
const appInfo = {
  title: '星河娱乐',
  site_logo: '/static/logo.svg',
  site_state: 1,
  repair_tips: '',
  ios_download_url: '',
  android_download_url: '',
  redpacket_switch: 0,
  index_modal: 1,
  webcontent: '<p>欢迎</p>',
  app_download_image: '',
};
const entry = {
  id: 3,
  name: '百家乐',
  game_img: '/static/g.png',
  platform_name: 'house',
  game_code: 'baccarat',
  supplier: 'house',
  type: 'game',
  desc_mark: '',
  mark_color: '',
  desc_num: '',
  desc_unit: '',
  betrayal: '',
  home_desc: '',
  category_en: 'chess',
};
const notice = { id: 1, title: '公告', content: 'x', created_at: '2026-01-01 10:00:00', type: 1, is_read: 0 };

const cases: [keyof typeof contracts & (typeof CHECKED_SCHEMAS)[number], unknown][] = [
  ['AppInfoSchema', appInfo],
  ['AppInfoSchema', { ...appInfo, extra: 'dropped' }],
  ['AppInfoSchema', { ...appInfo, site_state: 2 }],
  ['AppInfoSchema', { ...appInfo, site_state: '1' }],
  ['AppInfoSchema', { ...appInfo, title: undefined }],
  ['AppInfoSchema', null],
  ['AppInfoSchema', [appInfo]],
  ['BalanceSchema', { balance: '100.00' }],
  ['BalanceSchema', { balance: '-3.50' }],
  ['BalanceSchema', { balance: '100' }],
  ['BalanceSchema', { balance: 100 }],
  ['BalanceSchema', {}],
  ['HotIndexSchema', [{ id: 1, title: '热门', items: [entry] }]],
  ['HotIndexSchema', [{ id: 1.5, title: '热门', items: [entry] }]],
  ['HotIndexSchema', [{ id: 1, title: '热门', items: [{ ...entry, type: 'other' }] }]],
  ['HotIndexSchema', [{ id: Number.MAX_SAFE_INTEGER + 1, title: '热门', items: [] }]],
  ['HotIndexSchema', []],
  ['HotIndexSchema', {}],
  ['NoticeSchema', notice],
  ['NoticeSchema', { ...notice, created_at: '2026-01-01' }],
  ['NoticeSchema', { ...notice, id: '1' }],
  ['NoticeSchema', { ...notice, id: Number.NaN }],
  ['NoticeSchema', { ...notice, id: Number.POSITIVE_INFINITY }],
  ['EmptySchema', null],
  ['EmptySchema', {}],
];

describe('check() agrees with zod', () => {
  it.each(cases.map(([name, value], index) => [index, name, value] as const))('case %i: %s', (_index, name, value) => {
    const zodResult = contracts[name].safeParse(value);
    const checkResult = checks[name.replace(/Schema$/, 'Check') as keyof typeof checks].safeParse(value);
    expect(checkResult.success).toBe(zodResult.success);
    if (zodResult.success && checkResult.success) expect(checkResult.data).toEqual(zodResult.data);
  });

  it('agrees on unions, optional and nullable fields, records and bounds', () => {
    const schema = z.object({
      kind: z.union([z.literal('a'), z.literal('b')]),
      maybe: z.string().optional(),
      nothing: z.number().nullable(),
      tags: z.record(z.string(), z.number().int().min(0).max(9)),
      list: z.array(z.string().min(1).max(3)).max(2),
    });
    const interpreted = check<z.output<typeof schema>>(
      z.toJSONSchema(schema, { io: 'output' }) as Parameters<typeof check>[0],
    );
    const values: unknown[] = [
      { kind: 'a', nothing: null, tags: {}, list: [] },
      { kind: 'b', maybe: 'x', nothing: 2.5, tags: { x: 3 }, list: ['abc'] },
      { kind: 'c', nothing: null, tags: {}, list: [] },
      { kind: 'a', maybe: 3, nothing: null, tags: {}, list: [] },
      { kind: 'a', tags: {}, list: [] },
      { kind: 'a', nothing: null, tags: { x: 10 }, list: [] },
      { kind: 'a', nothing: null, tags: { x: -1 }, list: [] },
      { kind: 'a', nothing: null, tags: {}, list: ['', 'a'] },
      { kind: 'a', nothing: null, tags: {}, list: ['abcd'] },
      { kind: 'a', nothing: null, tags: {}, list: ['a', 'b', 'c'] },
    ];
    for (const value of values) {
      const expected = schema.safeParse(value);
      const actual = interpreted.safeParse(value);
      expect({ value, success: actual.success }).toEqual({ value, success: expected.success });
      if (expected.success && actual.success) expect(actual.data).toEqual(expected.data);
    }
  });

  it('names where an answer went wrong, and parse throws', () => {
    const result = checks.HotIndexCheck.safeParse([{ id: 1, title: '热门', items: [{ ...entry, id: 'x' }] }]);
    expect(result.success).toBe(false);
    if (!result.success) expect(String(result.error)).toContain('[0].items[0].id');
    expect(() => checks.BalanceCheck.parse({ balance: 1 })).toThrow('balance');
  });
});
