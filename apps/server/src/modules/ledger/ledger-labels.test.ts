import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bonusLedgerKind, PROMOTION_KINDS } from '../bonuses';
import { LEDGER_KIND_LABELS, LEDGER_KINDS, ledgerAccountLabel, ledgerKindLabel } from './ledger-labels';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Ledger kinds written in code that posts to the ledger: `kind: '<x>'` literals and `*_KIND = '<x>'`
 * constants in files importing the ledger module (promotion kinds are checked through bonusLedgerKind).
 */
function ledgerKindsInSource(): Set<string> {
  const kinds = new Set<string>();
  const files = [...sourceFiles(join(ROOT, 'apps/server/src')), ...sourceFiles(join(ROOT, 'bench'))];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!/from '[^']*\/ledger(\/index)?'|from '\.\/ledger\.service'/.test(text)) continue;
    for (const match of text.matchAll(/(?:kind: |_KIND = )'([a-z0-9_]+)'/g)) kinds.add(match[1]!);
  }
  return kinds;
}

describe('ledger kind catalogue', () => {
  it('labels every ledger kind the server and the bench post', () => {
    const used = ledgerKindsInSource();
    expect(used.size).toBeGreaterThan(10);
    expect(used).toContain('bench_fund');
    for (const kind of PROMOTION_KINDS) used.add(bonusLedgerKind(kind));
    const unlabelled = [...used].filter((kind) => !(kind in LEDGER_KIND_LABELS));
    expect(unlabelled).toEqual([]);
  });

  it('has a Chinese label for each kind, each different', () => {
    const labels = LEDGER_KINDS.map((kind) => LEDGER_KIND_LABELS[kind]);
    for (const label of labels) expect(label).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('labels reversals and shows unknown kinds as themselves', () => {
    expect(ledgerKindLabel('house_round')).toBe('自营游戏结算');
    expect(ledgerKindLabel('bonus_rebate_reversal')).toBe('冲正·返水');
    expect(ledgerKindLabel('test_fund')).toBe('test_fund');
    expect(ledgerKindLabel('constructor')).toBe('constructor');
  });
});

describe('ledger account labels', () => {
  it('names member accounts by account name and kind', () => {
    expect(
      ledgerAccountLabel({ ownerType: 'member', kind: 'main', subject: '', username: 'demo888', memberId: 3n }),
    ).toBe('demo888 · 中心钱包');
    expect(ledgerAccountLabel({ ownerType: 'member', kind: 'platform', subject: 'AG', username: 'demo888' })).toBe(
      'demo888 · 平台钱包（AG）',
    );
    expect(ledgerAccountLabel({ ownerType: 'member', kind: 'withdrawal_hold', subject: '', memberId: 3n })).toBe(
      '会员 3 · 提现冻结',
    );
  });

  it('names house accounts, without their shard', () => {
    expect(ledgerAccountLabel({ ownerType: 'house', kind: 'deposit_clearing', subject: '4' })).toBe(
      '平台 · 充值清算（通道 4）',
    );
    expect(ledgerAccountLabel({ ownerType: 'house', kind: 'promotion_expense', subject: 'rebate:7' })).toBe(
      '平台 · 优惠支出（返水）',
    );
    expect(ledgerAccountLabel({ ownerType: 'house', kind: 'game_results', subject: 'HOUSE:3' })).toBe(
      '平台 · 游戏输赢（HOUSE）',
    );
    expect(ledgerAccountLabel({ ownerType: 'house', kind: 'staff_adjustment', subject: '' })).toBe('平台 · 人工调账');
  });
});
