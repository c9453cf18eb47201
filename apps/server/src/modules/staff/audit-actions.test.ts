import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMISSION_ACTIONS } from '@app/shared/contracts';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from './audit-actions';

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every dotted code literal on an `action` line (or an `*_ACTION` constant) of a file that writes audit rows. */
function auditCodesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/record(Agent)?Audit\(|\baudit\(/.test(text)) continue;
    for (const line of text.split('\n')) {
      if (!/action|_ACTION\b|audit\(/i.test(line)) continue;
      for (const match of line.matchAll(/'([a-z_]+(?:\.[a-z_]+){1,3})'/g)) codes.add(match[1]!);
    }
  }
  return codes;
}

describe('audit action catalogue', () => {
  it('labels every action code the server writes', () => {
    const used = auditCodesInSource();
    // The scan must see the callers (guards against a broken scan that finds nothing).
    expect(used.size).toBeGreaterThan(50);
    const unlabelled = [...used].filter((code) => !(code in AUDIT_ACTION_LABELS));
    expect(unlabelled).toEqual([]);
  });

  it('labels the codes built from templates (content rows, commission actions)', () => {
    for (const target of ['banner', 'home_notice', 'service_entry'])
      for (const verb of ['create', 'update', 'delete']) expect(AUDIT_ACTIONS).toContain(`content.${target}.${verb}`);
    for (const action of COMMISSION_ACTIONS) expect(AUDIT_ACTIONS).toContain(`agent_commission.${action}`);
  });

  it('has a Chinese label for each code, each label different', () => {
    const labels = Object.values(AUDIT_ACTION_LABELS);
    for (const label of labels) expect(label).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows an unknown old code as itself', () => {
    expect(auditActionLabel('finance.withdrawal.approve')).toBe('提现审核通过');
    expect(auditActionLabel('legacy.thing')).toBe('legacy.thing');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});
