import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_MAX_DAYS,
  TIME_OUT_MIN_DAYS,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type RealityCheckSession,
  type ResponsiblePlayHistoryItem,
  type ResponsiblePlayState,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { withTransaction } from '../../db/transaction';
import { AppError, refuse } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { memberNetLossBetween, memberSessionBetFigures } from '../games';
import { findMemberById } from '../members';
import { memberDepositsTowardLimit } from '../payments';
import { recordAudit, type StaffActor } from '../staff';
import { activeRestriction, type ActiveRestriction } from './restrictions';
import { RESPONSIBLE_PLAY_MESSAGES as M, RESTRICTION_NAMES } from './responsible-play.errors';
import {
  changeLimit,
  exclusionEnd,
  limitAt,
  NO_LIMIT,
  periodBounds,
  remainingOf,
  timeOutEnd,
  type LimitRow,
} from './responsible-play.rules';
import { rpHistory, rpLimits, rpRestrictions, rpSettings } from './responsible-play.tables';

/** The clock and the site zone every rule reads (tests set `now`). */
export interface RpClock {
  now: Date;
  timeZone: string;
}

/** Who made a change: the member, or staff (history and audit). */
export type RpActor = { type: 'member' } | { type: 'staff'; staff: StaffActor; ip?: string };

const HISTORY_PER_PAGE = 20;
/** How far back a reality-check session may start (a session older than that starts 24 h ago). */
const SESSION_MAX_MS = 24 * 60 * 60 * 1000;

const limitKey = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

async function readLimits(db: Db, memberId: bigint): Promise<Map<string, LimitRow>> {
  const rows = await db.select().from(rpLimits).where(eq(rpLimits.memberId, memberId));
  const map = new Map<string, LimitRow>();
  for (const row of rows) map.set(`${row.kind}:${row.period}`, row);
  return map;
}

/** What the member has used of a limit in the period containing `now`: deposits, or net loss. */
async function usedOf(db: Db, memberId: bigint, kind: LimitKind, period: LimitPeriod, clock: RpClock) {
  const { start, end } = periodBounds(period, clock.now, clock.timeZone);
  return kind === 'deposit'
    ? memberDepositsTowardLimit(db, memberId, start, end, clock.now)
    : memberNetLossBetween(db, memberId, start, end);
}

async function limitStates(
  db: Db,
  memberId: bigint,
  kind: LimitKind,
  limits: Map<string, LimitRow>,
  clock: RpClock,
): Promise<LimitState[]> {
  const states: LimitState[] = [];
  for (const period of LIMIT_PERIODS) {
    const row = limitAt(limits.get(limitKey(kind, period)) ?? NO_LIMIT, clock.now);
    const used = await usedOf(db, memberId, kind, period, clock);
    const shownUsed = used > 0n ? used : 0n;
    states.push({
      period,
      amount: row.amountFen === null ? null : formatFen(row.amountFen),
      has_pending: row.hasPending,
      pending_amount: row.hasPending && row.pendingAmountFen !== null ? formatFen(row.pendingAmountFen) : null,
      pending_from: row.hasPending && row.pendingFrom ? formatDateTime(row.pendingFrom, clock.timeZone) : null,
      used: formatFen(shownUsed),
      remaining: row.amountFen === null ? null : formatFen(remainingOf(row.amountFen, shownUsed)),
    });
  }
  return states;
}

const restrictionToWire = (restriction: ActiveRestriction, timeZone: string) => ({
  kind: restriction.kind,
  starts_at: formatDateTime(restriction.startsAt, timeZone),
  ends_at: formatDateTime(restriction.endsAt, timeZone),
});

async function realityCheckMinutesOf(db: Db, memberId: bigint): Promise<number> {
  const [row] = await db
    .select({ minutes: rpSettings.realityCheckMinutes })
    .from(rpSettings)
    .where(eq(rpSettings.memberId, memberId));
  return row?.minutes ?? 0;
}

/** `GET /api/responsible-play`: limits in force, pending changes, the restriction, the reality check. */
export async function responsiblePlayState(db: Db, memberId: bigint, clock: RpClock): Promise<ResponsiblePlayState> {
  const limits = await readLimits(db, memberId);
  const restriction = await activeRestriction(db, memberId, clock.now);
  return {
    deposit_limits: await limitStates(db, memberId, 'deposit', limits, clock),
    loss_limits: await limitStates(db, memberId, 'loss', limits, clock),
    restriction: restriction ? restrictionToWire(restriction, clock.timeZone) : null,
    reality_check_minutes: await realityCheckMinutesOf(db, memberId),
    options: {
      time_out_days: { min: TIME_OUT_MIN_DAYS, max: TIME_OUT_MAX_DAYS },
      self_exclusion_months: [...SELF_EXCLUSION_MONTHS],
      reality_check_minutes: [...REALITY_CHECK_MINUTES],
    },
  };
}

async function addHistory(
  tx: Db,
  memberId: bigint,
  entry: { action: string; detail: string; actor: RpActor; data?: unknown; at: Date },
): Promise<void> {
  await tx.insert(rpHistory).values({
    memberId,
    action: entry.action,
    detail: entry.detail,
    actorType: entry.actor.type,
    actorId: entry.actor.type === 'staff' ? String(entry.actor.staff.staffId) : null,
    data:
      entry.data === undefined
        ? null
        : JSON.parse(JSON.stringify(entry.data, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))),
    createdAt: entry.at,
  });
}

const money = (fen: bigint | null) => (fen === null ? '不限' : `¥${formatFen(fen)}`);

/** The history line of one limit change. */
function describeChange(before: LimitRow, after: LimitRow, timeZone: string): string {
  if (after.hasPending && after.pendingFrom) {
    const target = after.pendingAmountFen === null ? '取消限额' : `提高至 ${money(after.pendingAmountFen)}`;
    return `${target}，${formatDateTime(after.pendingFrom, timeZone)} 起生效（当前 ${money(after.amountFen)}）`;
  }
  if (before.hasPending && before.amountFen === after.amountFen)
    return `保持 ${money(after.amountFen)}，撤销待生效的调整`;
  return `${money(before.amountFen)} → ${money(after.amountFen)}，立即生效`;
}

/**
 * Sets the member's deposit or loss limits (`requested`: fen, null to remove, undefined to keep).
 * One transaction with the rows locked, each change recorded in the history with its time.
 */
export async function setLimits(
  db: Db,
  memberId: bigint,
  kind: LimitKind,
  requested: Partial<Record<LimitPeriod, bigint | null>>,
  clock: RpClock,
  actor: RpActor = { type: 'member' },
): Promise<void> {
  await withTransaction(db, async (tx) => {
    // Lock this member's limit rows so two requests do not both compute from the same "before".
    const rows = await tx
      .select()
      .from(rpLimits)
      .where(and(eq(rpLimits.memberId, memberId), eq(rpLimits.kind, kind)))
      .for('update');
    const current = new Map(rows.map((row) => [row.period, row as LimitRow]));
    for (const period of LIMIT_PERIODS) {
      const value = requested[period];
      if (value === undefined) continue;
      const before = limitAt(current.get(period) ?? NO_LIMIT, clock.now);
      const after = changeLimit(before, value, clock.now);
      if (!before.hasPending && !after.hasPending && before.amountFen === after.amountFen) continue;
      await tx
        .insert(rpLimits)
        .values({ memberId, kind, period, ...after, updatedAt: clock.now })
        .onConflictDoUpdate({
          target: [rpLimits.memberId, rpLimits.kind, rpLimits.period],
          set: { ...after, updatedAt: clock.now },
        });
      await addHistory(tx, memberId, {
        action: `${kind}_limit`,
        detail: M.limitHistory(kind, period, describeChange(before, after, clock.timeZone)),
        actor,
        data: { period, before, after },
        at: clock.now,
      });
    }
  });
}

/** Starts a restriction ending at `endsAt`, unless one in force already ends at or after it. */
async function startRestriction(
  db: Db,
  memberId: bigint,
  kind: 'time_out' | 'self_exclusion',
  endsAt: Date,
  detail: string,
  clock: RpClock,
): Promise<ActiveRestriction> {
  return withTransaction(db, async (tx) => {
    // Serialise this member's restriction changes (the rows in force are locked).
    await tx
      .select({ id: rpRestrictions.id })
      .from(rpRestrictions)
      .where(and(eq(rpRestrictions.memberId, memberId), gt(rpRestrictions.endsAt, clock.now)))
      .for('update');
    const current = await activeRestriction(tx, memberId, clock.now);
    if (current && current.endsAt.getTime() >= endsAt.getTime()) {
      throw refuse(M.alreadyRestricted(current.kind, formatDateTime(current.endsAt, clock.timeZone)));
    }
    const [row] = await tx
      .insert(rpRestrictions)
      .values({ memberId, kind, startsAt: clock.now, endsAt, createdAt: clock.now, updatedAt: clock.now })
      .returning();
    if (!row) throw new AppError('conflict');
    await addHistory(tx, memberId, { action: kind, detail, actor: { type: 'member' }, at: clock.now });
    return { id: row.id, kind, startsAt: row.startsAt, endsAt: row.endsAt };
  });
}

/** `POST /api/responsible-play/time-out`: 1 to 42 days from now (checked by the contract too). */
export async function startTimeOut(db: Db, memberId: bigint, days: number, clock: RpClock) {
  if (!Number.isInteger(days) || days < TIME_OUT_MIN_DAYS || days > TIME_OUT_MAX_DAYS) {
    throw new AppError('badRequest', '冷静期天数不正确');
  }
  const endsAt = timeOutEnd(clock.now, days);
  const end = formatDateTime(endsAt, clock.timeZone);
  return startRestriction(db, memberId, 'time_out', endsAt, `开始冷静期 ${days} 天，至 ${end} 结束`, clock);
}

/** `POST /api/responsible-play/self-exclusion`: 6, 12, 24 or 60 months, not reversible. */
export async function startSelfExclusion(db: Db, memberId: bigint, months: number, clock: RpClock) {
  if (!(SELF_EXCLUSION_MONTHS as readonly number[]).includes(months)) {
    throw new AppError('badRequest', '自我禁止期限不正确');
  }
  const endsAt = exclusionEnd(clock.now, months, clock.timeZone);
  const end = formatDateTime(endsAt, clock.timeZone);
  return startRestriction(db, memberId, 'self_exclusion', endsAt, `开始自我禁止 ${months} 个月，至 ${end} 结束`, clock);
}

/** `POST /api/responsible-play/reality-check`: the reminder interval (0 off). */
export async function setRealityCheck(db: Db, memberId: bigint, minutes: number, clock: RpClock): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await realityCheckMinutesOf(tx, memberId);
    if (before === minutes) return;
    await tx
      .insert(rpSettings)
      .values({ memberId, realityCheckMinutes: minutes, updatedAt: clock.now })
      .onConflictDoUpdate({ target: rpSettings.memberId, set: { realityCheckMinutes: minutes, updatedAt: clock.now } });
    const text = (value: number) => (value === 0 ? '关闭' : `每 ${value} 分钟`);
    await addHistory(tx, memberId, {
      action: 'reality_check',
      detail: `游戏时长提醒：${text(before)} → ${text(minutes)}`,
      actor: { type: 'member' },
      at: clock.now,
    });
  });
}

/** The member's history, newest first (everything is kept; the member sees at least 90 days). */
export async function listHistory(
  db: Db,
  memberId: bigint,
  page: number,
  timeZone: string,
): Promise<{
  current_page: number;
  data: ResponsiblePlayHistoryItem[];
  last_page: number;
  per_page: number;
  total: number;
}> {
  const rows = await db
    .select()
    .from(rpHistory)
    .where(eq(rpHistory.memberId, memberId))
    .orderBy(desc(rpHistory.createdAt), desc(rpHistory.id))
    .limit(HISTORY_PER_PAGE)
    .offset((page - 1) * HISTORY_PER_PAGE);
  // One member's changes: a handful of rows, counted by the member index.
  const [counted] = await db.select({ n: count() }).from(rpHistory).where(eq(rpHistory.memberId, memberId));
  const total = Number(counted?.n ?? 0);
  return {
    current_page: page,
    data: rows.map((row) => ({
      id: row.id.toString(),
      action: row.action,
      detail: row.detail,
      actor: row.actorType === 'staff' ? 'staff' : row.actorType === 'system' ? 'system' : 'member',
      created_at: formatDateTime(row.createdAt, timeZone),
    })),
    last_page: Math.max(1, Math.ceil(total / HISTORY_PER_PAGE)),
    per_page: HISTORY_PER_PAGE,
    total,
  };
}

/** `GET /api/responsible-play/session?since=`: the reality check's figures of the play session. */
export async function sessionFigures(
  db: Db,
  memberId: bigint,
  sinceMs: number,
  clock: RpClock,
): Promise<RealityCheckSession> {
  const nowMs = clock.now.getTime();
  const startMs = Math.min(nowMs, Math.max(sinceMs, nowMs - SESSION_MAX_MS));
  const start = new Date(startMs);
  const figures = await memberSessionBetFigures(db, memberId, start);
  return {
    started_at: formatDateTime(start, clock.timeZone),
    minutes: Math.floor((nowMs - startMs) / 60_000),
    bets: figures.bets,
    stake: formatFen(figures.stakeFen),
    net_result: formatFen(figures.netResultFen),
    reality_check_minutes: await realityCheckMinutesOf(db, memberId),
  };
}

// ---- enforcement (called by the route guard) -----------------------------------------------------

/** Refuses while a time-out or self-exclusion is in force. */
export async function assertNotRestricted(db: Db, memberId: bigint, clock: RpClock): Promise<void> {
  const restriction = await activeRestriction(db, memberId, clock.now);
  if (restriction) throw refuse(M.restricted(restriction.kind, formatDateTime(restriction.endsAt, clock.timeZone)));
}

/** Refuses a deposit of `amountFen` that would pass a deposit limit, naming what is left. */
export async function assertDepositWithinLimits(db: Db, memberId: bigint, amountFen: bigint, clock: RpClock) {
  const limits = await readLimits(db, memberId);
  for (const period of LIMIT_PERIODS) {
    const row = limitAt(limits.get(limitKey('deposit', period)) ?? NO_LIMIT, clock.now);
    if (row.amountFen === null) continue;
    const used = await usedOf(db, memberId, 'deposit', period, clock);
    if (used + amountFen > row.amountFen)
      throw refuse(M.depositOverLimit(period, formatFen(remainingOf(row.amountFen, used))));
  }
}

/**
 * Refuses a stake that could take a period's net loss past the loss limit (the stake counted as lost,
 * decision 0032); with `stakeFen` null (a third-party launch, a transfer into a platform, whose bets
 * we do not see before they happen) refuses only once the limit is used up.
 */
export async function assertStakeWithinLossLimits(db: Db, memberId: bigint, stakeFen: bigint | null, clock: RpClock) {
  const limits = await readLimits(db, memberId);
  for (const period of LIMIT_PERIODS) {
    const row = limitAt(limits.get(limitKey('loss', period)) ?? NO_LIMIT, clock.now);
    if (row.amountFen === null) continue;
    const loss = await usedOf(db, memberId, 'loss', period, clock);
    if (stakeFen === null) {
      if (loss >= row.amountFen) throw refuse(M.lossLimitReached(period));
    } else if (loss + stakeFen > row.amountFen) {
      throw refuse(M.lossOverLimit(period, formatFen(remainingOf(row.amountFen, loss))));
    }
  }
}

// ---- back office -----------------------------------------------------------------------------------

/** The member must exist (staff routes name members by id). */
export async function assertMemberExists(db: Db, memberId: bigint): Promise<void> {
  if (!(await findMemberById(db, memberId))) throw new AppError('notFound', M.memberNotFound);
}

/**
 * Staff extend a member's self-exclusion by `months` from its current end (or start one from now when
 * none is in force). It can only end later: there is no way to shorten one. Audited, with a history row.
 */
export async function extendExclusion(
  db: Db,
  memberId: bigint,
  input: { months: number; reason: string },
  clock: RpClock,
  actor: { staff: StaffActor; ip?: string },
): Promise<ActiveRestriction> {
  if (!Number.isInteger(input.months) || input.months < 1) throw new AppError('badRequest', '延长月数不正确');
  await assertMemberExists(db, memberId);
  return withTransaction(db, async (tx) => {
    await tx
      .select({ id: rpRestrictions.id })
      .from(rpRestrictions)
      .where(and(eq(rpRestrictions.memberId, memberId), gt(rpRestrictions.endsAt, clock.now)))
      .for('update');
    const current = await activeRestriction(tx, memberId, clock.now);
    const exclusion = current?.kind === 'self_exclusion' ? current : undefined;
    const from = exclusion ? exclusion.endsAt : clock.now;
    const endsAt = exclusionEnd(from, input.months, clock.timeZone);
    let saved: ActiveRestriction;
    if (exclusion) {
      const [row] = await tx
        .update(rpRestrictions)
        .set({ endsAt, updatedAt: clock.now })
        // Never earlier: the update only moves the end later.
        .where(
          and(
            eq(rpRestrictions.id, exclusion.id),
            sql`${rpRestrictions.endsAt} < ${endsAt.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!row) throw new AppError('conflict');
      saved = { id: row.id, kind: 'self_exclusion', startsAt: row.startsAt, endsAt: row.endsAt };
    } else {
      const [row] = await tx
        .insert(rpRestrictions)
        .values({
          memberId,
          kind: 'self_exclusion',
          startsAt: clock.now,
          endsAt,
          createdAt: clock.now,
          updatedAt: clock.now,
        })
        .returning();
      if (!row) throw new AppError('conflict');
      saved = { id: row.id, kind: 'self_exclusion', startsAt: row.startsAt, endsAt: row.endsAt };
    }
    const end = formatDateTime(endsAt, clock.timeZone);
    const reason = input.reason ? `（${input.reason}）` : '';
    const detail = exclusion
      ? `客服延长${RESTRICTION_NAMES.self_exclusion} ${input.months} 个月：${formatDateTime(exclusion.endsAt, clock.timeZone)} → ${end}${reason}`
      : `客服设置${RESTRICTION_NAMES.self_exclusion} ${input.months} 个月，至 ${end} 结束${reason}`;
    await addHistory(tx, memberId, {
      action: 'exclusion_extended',
      detail,
      actor: { type: 'staff', staff: actor.staff },
      data: { months: input.months, before: exclusion?.endsAt ?? null, after: endsAt },
      at: clock.now,
    });
    await recordAudit(tx, {
      staff: actor.staff,
      action: 'members.responsible_play.extend_exclusion',
      targetType: 'member',
      targetId: memberId.toString(),
      before: exclusion ? { ends_at: exclusion.endsAt.toISOString() } : null,
      after: { ends_at: endsAt.toISOString(), months: input.months, reason: input.reason },
      ...(actor.ip === undefined ? {} : { ip: actor.ip }),
    });
    return saved;
  });
}
