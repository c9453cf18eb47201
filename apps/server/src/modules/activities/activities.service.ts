import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatFen } from '@app/shared/money';
import type { Db } from '../../db/types';
import { refuse } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { findMemberById } from '../members';
import { memberCreditedDepositsBetween } from '../payments';
import { scheduleStateOf, vipAllowed } from './activity-schedule';
import { ACTIVITY_MESSAGES as M } from './activities.errors';
import { activities, activityApplications, activityTypes } from './activities.tables';

/** Ledger reference and key of an approved application's bonus (the ledger check matches them). */
export const ACTIVITY_LEDGER = {
  referenceType: 'activity_application',
  key: (applicationId: bigint | string) => `activity-application:${applicationId}`,
} as const;

export const APPLY_STATE = { pending: 1, approved: 2, refused: 3 } as const;

export interface ActivityClock {
  now: Date;
  timeZone: string;
}

/** `activitytype`: enabled types by sort. */
export async function listActivityTypes(db: Db) {
  return db
    .select({ id: activityTypes.id, name: activityTypes.name })
    .from(activityTypes)
    .where(eq(activityTypes.enabled, true))
    .orderBy(asc(activityTypes.sort), asc(activityTypes.id));
}

/**
 * `activitylist`: enabled activities of enabled types that have not ended (scheduled ones are shown,
 * their detail says when they start), by sort; `type` -1 or missing = all.
 */
export async function listActivities(db: Db, type: number | undefined, clock: ActivityClock) {
  const rows = await db
    .select({
      id: activities.id,
      type: activities.typeId,
      typeName: activityTypes.name,
      title: activities.title,
      banner: activities.banner,
      createdAt: activities.createdAt,
      startsAt: activities.startsAt,
      endsAt: activities.endsAt,
    })
    .from(activities)
    .innerJoin(activityTypes, eq(activityTypes.id, activities.typeId))
    .where(
      and(
        eq(activities.enabled, true),
        eq(activityTypes.enabled, true),
        type === undefined || type === -1 ? undefined : eq(activities.typeId, type),
        sql`(${activities.endsAt} is null or ${activities.endsAt} > ${clock.now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(activities.sort), desc(activities.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type,
      type_name: row.typeName,
      title: row.title,
      banner: row.banner,
      created_at: formatDateTime(row.createdAt, clock.timeZone),
      state: scheduleStateOf(row, clock.now),
    })),
  };
}

async function findEnabledActivity(db: Db, id: number) {
  const [row] = await db
    .select({ activity: activities })
    .from(activities)
    .innerJoin(activityTypes, eq(activityTypes.id, activities.typeId))
    .where(and(eq(activities.id, id), eq(activities.enabled, true), eq(activityTypes.enabled, true)));
  return row?.activity;
}

/** Ids from the wire are up to 18 digits; an activity id is int4 — anything larger is simply missing. */
function activityIdOf(text: string): number | undefined {
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** `activitydeatil`: an enabled activity (ended ones too: application records open them). */
export async function activityDetail(db: Db, idText: string, clock: ActivityClock) {
  const id = activityIdOf(idText);
  const activity = id === undefined ? undefined : await findEnabledActivity(db, id);
  if (!activity) throw refuse(M.notFound);
  return {
    id: activity.id,
    title: activity.title,
    created_at: formatDateTime(activity.createdAt, clock.timeZone),
    content: activity.content,
    memo: activity.memo,
    banner: activity.banner,
    state: scheduleStateOf(activity, clock.now),
    apply: activity.applicable ? (1 as const) : (0 as const),
    starts_at: activity.startsAt ? formatDateTime(activity.startsAt, clock.timeZone) : null,
    ends_at: activity.endsAt ? formatDateTime(activity.endsAt, clock.timeZone) : null,
  };
}

/**
 * `doactivityapply`: checks in the order of decision 0026 (exists, takes applications, open, VIP
 * level, deposit in the window, no live application), then inserts; the partial unique index on the
 * live application makes a simultaneous second one insert nothing, answered as already applied.
 */
export async function applyForActivity(db: Db, memberId: bigint, idText: string, clock: ActivityClock) {
  const id = activityIdOf(idText);
  const activity = id === undefined ? undefined : await findEnabledActivity(db, id);
  if (!activity) throw refuse(M.notFound);
  if (!activity.applicable) throw refuse(M.noApplications);
  const state = scheduleStateOf(activity, clock.now);
  if (state === 0) throw refuse(M.notStarted);
  if (state === 2) throw refuse(M.ended);
  const member = await findMemberById(db, memberId);
  if (!member) throw refuse(M.notFound);
  if (!vipAllowed(activity.vipLevels, member.vipLevel)) throw refuse(M.vipNotEligible);
  if (activity.requireDeposit) {
    const from = activity.startsAt ?? new Date(0);
    const to = activity.endsAt && activity.endsAt < clock.now ? activity.endsAt : new Date(clock.now.getTime() + 1);
    const deposited = await memberCreditedDepositsBetween(db, memberId, from, to);
    if (activity.minDepositFen > 0n && deposited < activity.minDepositFen) {
      throw refuse(M.depositBelow(formatFen(activity.minDepositFen)));
    }
    if (deposited <= 0n) throw refuse(M.depositNeeded);
  }
  const live = await liveApplicationState(db, memberId, activity.id);
  if (live !== undefined) throw refuse(live === APPLY_STATE.approved ? M.approved : M.pending);
  const inserted = await db
    .insert(activityApplications)
    .values({ activityId: activity.id, memberId, state: APPLY_STATE.pending, createdAt: clock.now })
    .onConflictDoNothing()
    .returning({ id: activityApplications.id });
  if (inserted.length === 0) {
    const raced = await liveApplicationState(db, memberId, activity.id);
    throw refuse(raced === APPLY_STATE.approved ? M.approved : M.pending);
  }
  return { applicationId: inserted[0]!.id };
}

async function liveApplicationState(db: Db, memberId: bigint, activityId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ state: activityApplications.state })
    .from(activityApplications)
    .where(
      and(
        eq(activityApplications.memberId, memberId),
        eq(activityApplications.activityId, activityId),
        inArray(activityApplications.state, [APPLY_STATE.pending, APPLY_STATE.approved]),
      ),
    );
  return row?.state;
}

/** `activityApplyLog`: the member's applications, newest first. */
export async function listApplyLog(db: Db, memberId: bigint, page: number, limit: number, timeZone: string) {
  const where = eq(activityApplications.memberId, memberId);
  const [total] = await db.select({ value: count() }).from(activityApplications).where(where);
  const rows = await db
    .select({
      id: activityApplications.id,
      activityId: activityApplications.activityId,
      title: activities.title,
      state: activityApplications.state,
      createdAt: activityApplications.createdAt,
    })
    .from(activityApplications)
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .where(where)
    .orderBy(desc(activityApplications.createdAt), desc(activityApplications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const totalCount = Number(total?.value ?? 0);
  return {
    current_page: page,
    data: rows.map((row) => ({
      id: row.activityId,
      apply_id: row.id.toString(),
      activity_name: row.title,
      state: row.state,
      created_at: formatDateTime(row.createdAt, timeZone),
    })),
    last_page: Math.max(1, Math.ceil(totalCount / limit)),
    per_page: limit,
    total: totalCount,
  };
}
