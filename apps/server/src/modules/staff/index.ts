export { staffRoutes } from './staff.routes';
export { staffPlugin, staffOf } from './staff.plugin';
export { bootstrapSuperAdmin, recordAudit, STAFF_MESSAGES, type AuthenticatedStaff } from './staff.service';
export { can, PERMISSIONS, ROLES, ROLE_NAMES, ROLE_PERMISSIONS, type Permission, type StaffRole } from './permissions';
export { auditLog, balanceAdjustments, staffUsers } from './staff.tables';
export { insertMemberNote, listMemberNotes, type MemberNote, type StaffActor } from './member-notes.service';
