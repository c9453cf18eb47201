export { staffRoutes } from './staff.routes';
export { staffPlugin, staffOf } from './staff.plugin';
export { StaffService, recordAudit, STAFF_MESSAGES, type AuthenticatedStaff } from './staff.service';
export { can, PERMISSIONS, ROLES, ROLE_NAMES, ROLE_PERMISSIONS, type Permission, type StaffRole } from './permissions';
export { auditLog, memberNotes, staffSessions, staffUsers } from './staff.tables';
// NOTE: only until the dashboard counts waiting adjustments through `waitingAdjustmentCount` (members).
// eslint-disable-next-line no-restricted-imports
export { balanceAdjustments } from '../members/adjustments.tables';
export { auditedTargetFilter, latestAuditActors, staffUsernamesByIds, type StaffActor } from './staff-lookups';
