// Differential agent commission (platform-rules §7, decision 0029): pure arithmetic on bigint fen and
// rates in hundredths of a percent, no I/O, so the settlement, the seed test and the unit tests share it.

/** The basis a plan computes commission on. */
export type CommissionBasis = 'turnover' | 'net_revenue';

/** An agent of the plan being settled. `rateHundredths` is the rate in 1/100 % ('1.20' % = 120n). */
export interface FormulaAgent {
  memberId: bigint;
  parentMemberId: bigint | null;
  rateHundredths: bigint;
  /** A frozen agent earns nothing; the agents above it still earn their differential on its team. */
  frozen: boolean;
}

/** One member's figures of the cycle, under the agent that referred it. */
export interface MemberFigures {
  memberId: bigint;
  /** members.referrer_id: the agent whose direct member it is. */
  agentMemberId: bigint;
  validBetFen: bigint;
  /** Stakes − payouts (what the house won from the member; negative when the member won). */
  netLossFen: bigint;
  /** Bonuses paid minus reversed in the cycle. */
  promotionFen: bigint;
}

export interface Figures {
  validBetFen: bigint;
  netLossFen: bigint;
  promotionFen: bigint;
}

export interface CommissionLine extends Figures {
  kind: 'member' | 'sub_agent';
  /** The direct member, or the sub-agent whose whole team the line covers. */
  subjectMemberId: bigint;
  baseFen: bigint;
  rateHundredths: bigint;
  commissionFen: bigint;
}

export interface AgentCommission {
  agentMemberId: bigint;
  rateHundredths: bigint;
  /** The agent's whole team: direct members and every sub-agent's team, recursively. */
  team: Figures;
  lines: CommissionLine[];
  /** Σ lines' commission (before the carry). */
  cycleCommissionFen: bigint;
}

const ZERO: Figures = { validBetFen: 0n, netLossFen: 0n, promotionFen: 0n };

const add = (a: Figures, b: Figures): Figures => ({
  validBetFen: a.validBetFen + b.validBetFen,
  netLossFen: a.netLossFen + b.netLossFen,
  promotionFen: a.promotionFen + b.promotionFen,
});

const isZero = (f: Figures) => f.validBetFen === 0n && f.netLossFen === 0n && f.promotionFen === 0n;

/** '1.20' → 120n (hundredths of a percent); the column is numeric(6, 2). */
export function rateToHundredths(ratePercent: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(ratePercent.trim());
  if (!match) throw new RangeError(`rate ${ratePercent} is not a percent with at most two decimals`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 120n → '1.20'. */
export function hundredthsToRate(hundredths: bigint): string {
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The base a plan's rate applies to: valid bet, or net loss − promotion cost. */
export function baseOf(basis: CommissionBasis, figures: Figures): bigint {
  return basis === 'turnover' ? figures.validBetFen : figures.netLossFen - figures.promotionFen;
}

/**
 * base × rate, to the fen, once per line: a positive commission rounds down (floor), a negative one
 * rounds toward zero, so an agent is never owed more, nor charged more, than the exact figure.
 */
export function commissionOf(baseFen: bigint, rateHundredths: bigint): bigint {
  // BigInt division truncates toward zero: floor for positive products, toward zero for negative ones.
  return (baseFen * rateHundredths) / 10_000n;
}

/**
 * The statement figures of every non-frozen agent of a plan for one cycle. Agent A (rate rA) earns
 * rA × base of each direct member (one 'member' line each) and (rA − rB) × base of each direct
 * sub-agent B's whole team (one 'sub_agent' line each; a difference below zero counts as zero).
 * Agents with no team figures get no entry (the caller adds statements that only carry). An agent
 * whose parent is not in `agents` is a top of the tree.
 */
export function computeCommissions(
  basis: CommissionBasis,
  agents: readonly FormulaAgent[],
  members: readonly MemberFigures[],
): AgentCommission[] {
  const byId = new Map(agents.map((agent) => [agent.memberId, agent]));
  const children = new Map<bigint, FormulaAgent[]>();
  for (const agent of agents) {
    if (agent.parentMemberId === null || !byId.has(agent.parentMemberId)) continue;
    const list = children.get(agent.parentMemberId) ?? [];
    list.push(agent);
    children.set(agent.parentMemberId, list);
  }
  const direct = new Map<bigint, MemberFigures[]>();
  for (const member of members) {
    if (!byId.has(member.agentMemberId)) continue;
    const list = direct.get(member.agentMemberId) ?? [];
    list.push(member);
    direct.set(member.agentMemberId, list);
  }

  // Team figures bottom-up (memoised; `visiting` guards a corrupt tree from looping).
  const teams = new Map<bigint, Figures>();
  const visiting = new Set<bigint>();
  const teamOf = (agentId: bigint): Figures => {
    const known = teams.get(agentId);
    if (known) return known;
    if (visiting.has(agentId)) throw new Error(`agent tree has a cycle at ${agentId}`);
    visiting.add(agentId);
    let total = ZERO;
    for (const member of direct.get(agentId) ?? []) total = add(total, member);
    for (const child of children.get(agentId) ?? []) total = add(total, teamOf(child.memberId));
    visiting.delete(agentId);
    teams.set(agentId, total);
    return total;
  };

  const result: AgentCommission[] = [];
  const ordered = [...agents].sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
  for (const agent of ordered) {
    const team = teamOf(agent.memberId);
    if (agent.frozen || isZero(team)) continue;
    const lines: CommissionLine[] = [];
    const memberLines = [...(direct.get(agent.memberId) ?? [])].sort((a, b) =>
      a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0,
    );
    for (const member of memberLines) {
      const figures = {
        validBetFen: member.validBetFen,
        netLossFen: member.netLossFen,
        promotionFen: member.promotionFen,
      };
      if (isZero(figures)) continue;
      const baseFen = baseOf(basis, figures);
      lines.push({
        kind: 'member',
        subjectMemberId: member.memberId,
        ...figures,
        baseFen,
        rateHundredths: agent.rateHundredths,
        commissionFen: commissionOf(baseFen, agent.rateHundredths),
      });
    }
    for (const child of children.get(agent.memberId) ?? []) {
      const figures = teamOf(child.memberId);
      if (isZero(figures)) continue;
      const baseFen = baseOf(basis, figures);
      const difference = agent.rateHundredths - child.rateHundredths;
      const rateHundredths = difference > 0n ? difference : 0n;
      lines.push({
        kind: 'sub_agent',
        subjectMemberId: child.memberId,
        ...figures,
        baseFen,
        rateHundredths,
        commissionFen: commissionOf(baseFen, rateHundredths),
      });
    }
    const cycleCommissionFen = lines.reduce((sum, line) => sum + line.commissionFen, 0n);
    result.push({
      agentMemberId: agent.memberId,
      rateHundredths: agent.rateHundredths,
      team,
      lines,
      cycleCommissionFen,
    });
  }
  return result;
}

/**
 * What a statement pays and carries: total = cycle + carried in (≤ 0); pays max(0, total) and
 * carries min(0, total) into the agent's next statement.
 */
export function settleCarry(
  cycleCommissionFen: bigint,
  carriedInFen: bigint,
): { amountFen: bigint; carryOutFen: bigint } {
  const total = cycleCommissionFen + carriedInFen;
  return total > 0n ? { amountFen: total, carryOutFen: 0n } : { amountFen: 0n, carryOutFen: total };
}
