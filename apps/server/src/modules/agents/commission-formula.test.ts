import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  computeCommissions,
  hundredthsToRate,
  rateToHundredths,
  settleCarry,
  type FormulaAgent,
  type MemberFigures,
} from './commission-formula';

// Tree: A (1.20 %) → B (0.80 %) → C (0.50 %); members a1 under A, b1 under B, c1 and c2 under C.
const A = 1n;
const B = 2n;
const C = 3n;
const tree = (frozen: Partial<Record<'A' | 'B' | 'C', boolean>> = {}): FormulaAgent[] => [
  { memberId: A, parentMemberId: null, rateHundredths: 120n, frozen: frozen.A ?? false },
  { memberId: B, parentMemberId: A, rateHundredths: 80n, frozen: frozen.B ?? false },
  { memberId: C, parentMemberId: B, rateHundredths: 50n, frozen: frozen.C ?? false },
];
const member = (memberId: bigint, agentMemberId: bigint, validBetFen: bigint, netLossFen = 0n, promotionFen = 0n) =>
  ({ memberId, agentMemberId, validBetFen, netLossFen, promotionFen }) satisfies MemberFigures;

const members = [
  member(11n, A, 1_000_00n),
  member(21n, B, 2_000_00n),
  member(31n, C, 3_000_00n),
  member(32n, C, 1_000_00n),
];

describe('computeCommissions (turnover plan)', () => {
  it('pays each agent of a three-level tree its differential', () => {
    const result = computeCommissions('turnover', tree(), members);
    const byAgent = new Map(result.map((entry) => [entry.agentMemberId, entry]));
    // C: 0.50 % of 4,000.00 = 20.00
    expect(byAgent.get(C)!.cycleCommissionFen).toBe(2000n);
    // B: 0.80 % of its member 2,000.00 (16.00) + (0.80 − 0.50) % of C's team 4,000.00 (12.00)
    expect(byAgent.get(B)!.cycleCommissionFen).toBe(1600n + 1200n);
    // A: 1.20 % of 1,000.00 (12.00) + (1.20 − 0.80) % of B's team 6,000.00 (24.00)
    expect(byAgent.get(A)!.cycleCommissionFen).toBe(1200n + 2400n);
    expect(byAgent.get(A)!.team.validBetFen).toBe(7_000_00n);
    // The whole tree earns the top rate on everything: 1.20 % of 7,000.00.
    expect(result.reduce((sum, entry) => sum + entry.cycleCommissionFen, 0n)).toBe(8400n);
    expect(byAgent.get(A)!.lines.map((line) => [line.kind, line.subjectMemberId, line.rateHundredths])).toEqual([
      ['member', 11n, 120n],
      ['sub_agent', B, 40n],
    ]);
  });

  it('a frozen agent earns nothing; the agent above still earns only its difference', () => {
    const result = computeCommissions('turnover', tree({ B: true }), members);
    const byAgent = new Map(result.map((entry) => [entry.agentMemberId, entry]));
    expect(byAgent.has(B)).toBe(false);
    expect(byAgent.get(A)!.cycleCommissionFen).toBe(3600n);
    expect(byAgent.get(C)!.cycleCommissionFen).toBe(2000n);
  });

  it('an agent without any figures gets no entry; zero members get no line', () => {
    const result = computeCommissions('turnover', tree(), [member(11n, A, 0n), member(31n, C, 500_00n)]);
    expect(result.map((entry) => entry.agentMemberId)).toEqual([A, B, C]);
    const a = result.find((entry) => entry.agentMemberId === A)!;
    expect(a.lines.map((line) => line.kind)).toEqual(['sub_agent']);
    expect(computeCommissions('turnover', tree(), [])).toEqual([]);
  });

  it('a sub-agent with a rate at or above its parent gives the parent nothing on its team', () => {
    const agents: FormulaAgent[] = [
      { memberId: A, parentMemberId: null, rateHundredths: 50n, frozen: false },
      { memberId: B, parentMemberId: A, rateHundredths: 80n, frozen: false },
    ];
    const result = computeCommissions('turnover', agents, [member(21n, B, 1_000_00n)]);
    expect(result.find((entry) => entry.agentMemberId === A)!.cycleCommissionFen).toBe(0n);
  });

  it('floors each line to the fen', () => {
    // 0.33 % of 0.99 = 0.3267 fen → 0; of 333.33 = 110.0 fen
    expect(commissionOf(99n, 33n)).toBe(0n);
    expect(commissionOf(33_333n, 33n)).toBe(109n);
    const result = computeCommissions('turnover', tree(), [member(11n, A, 99n), member(12n, A, 99n)]);
    expect(result[0]!.cycleCommissionFen).toBe(2n); // 1.20 % × 0.99 = 1.188 → 1 fen per line
  });
});

describe('computeCommissions (net revenue plan)', () => {
  it('uses net loss minus promotions and may be negative', () => {
    const agents: FormulaAgent[] = [
      { memberId: A, parentMemberId: null, rateHundredths: 3000n, frozen: false },
      { memberId: B, parentMemberId: A, rateHundredths: 2000n, frozen: false },
    ];
    const result = computeCommissions('net_revenue', agents, [
      member(11n, A, 0n, 10_000n, 2_000n), // base 80.00 → 30 % = 24.00
      member(21n, B, 0n, -50_000n, 1_000n), // base −510.00
    ]);
    const byAgent = new Map(result.map((entry) => [entry.agentMemberId, entry]));
    expect(byAgent.get(B)!.cycleCommissionFen).toBe(-10_200n); // 20 % of −510.00
    expect(byAgent.get(A)!.cycleCommissionFen).toBe(2_400n - 5_100n); // 24.00 + 10 % of −510.00
    // A negative line rounds toward zero: −0.99 × 30 % = −0.297 → 0
    expect(commissionOf(-99n, 3000n)).toBe(-29n);
    expect(commissionOf(-1n, 3000n)).toBe(0n);
  });
});

describe('settleCarry', () => {
  it('pays a positive total and carries a negative one', () => {
    expect(settleCarry(1000n, 0n)).toEqual({ amountFen: 1000n, carryOutFen: 0n });
    expect(settleCarry(-300n, 0n)).toEqual({ amountFen: 0n, carryOutFen: -300n });
    expect(settleCarry(1000n, -300n)).toEqual({ amountFen: 700n, carryOutFen: 0n });
    expect(settleCarry(200n, -300n)).toEqual({ amountFen: 0n, carryOutFen: -100n });
    expect(settleCarry(0n, 0n)).toEqual({ amountFen: 0n, carryOutFen: 0n });
  });
});

describe('rates', () => {
  it('converts percent strings to hundredths and back', () => {
    expect(rateToHundredths('1.20')).toBe(120n);
    expect(rateToHundredths('0.5')).toBe(50n);
    expect(rateToHundredths('50')).toBe(5000n);
    expect(hundredthsToRate(40n)).toBe('0.40');
    expect(() => rateToHundredths('1.234')).toThrow(RangeError);
  });
});
