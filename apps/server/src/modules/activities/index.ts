export {
  ACTIVITY_LEDGER,
  APPLY_STATE,
  activityDetail,
  applyForActivity,
  listActivities,
  listActivityTypes,
  listApplyLog,
  type ActivityClock,
} from './activities.service';
export { pendingApplicationCount } from './activities.admin.service';
export { ACTIVITY_MESSAGES } from './activities.errors';
export { ACTIVITY_LEDGER_CHECKS } from './activities.checks';
export { seedDemoActivities, seedDemoActivityApplication } from './activities.seed';
