import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { memberNotes } from './staff.tables';
import type { StaffActor } from './staff.service';

export type MemberNote = typeof memberNotes.$inferSelect;

/** Adds a staff note to a member's profile (inside the caller's transaction); returns its id. */
export async function insertMemberNote(
  tx: Db,
  input: { memberId: bigint; note: string },
  staff: StaffActor,
): Promise<bigint | undefined> {
  const [note] = await tx
    .insert(memberNotes)
    .values({ memberId: input.memberId, staffId: staff.staffId, staffUsername: staff.username, note: input.note })
    .returning({ id: memberNotes.id });
  return note?.id;
}

/** The member's newest staff notes, newest first. */
export async function listMemberNotes(db: Db, memberId: bigint, limit: number): Promise<MemberNote[]> {
  return db
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.id))
    .limit(limit);
}
