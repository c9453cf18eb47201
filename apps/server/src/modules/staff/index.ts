export { staffPlugin, staffOf, staffActorOf } from './staff.plugin';
export {
  bootstrapSuperAdmin,
  recordAudit,
  STAFF_MESSAGES,
  type AuthenticatedStaff,
  type StaffActor,
} from './staff.service';
export { can, PERMISSIONS, ROLES, ROLE_NAMES, ROLE_PERMISSIONS, type Permission, type StaffRole } from './permissions';
export { auditedTargetFilter, latestAuditActors, staffUsernamesByIds } from './staff.repository';
export { insertMemberNote, listMemberNotes, type MemberNote } from './member-notes.service';
export { recordAgentAudit } from './staff.service';
export { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel, isAuditAction, type AuditAction } from './audit-actions';
