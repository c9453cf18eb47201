export {
  CHEST_OPEN_LEDGER,
  ChestStatus,
  claimTask,
  dayFiguresOf,
  listTaskTypes,
  livenessOf,
  memberChests,
  memberStats,
  memberTasks,
  openChest,
  TASK_CLAIM_LEDGER,
  type TaskClock,
} from './tasks.service';
export { TASK_METRICS, TaskStatus, taskDayOf, type TaskMetric } from './task-rules';
export { TASK_LEDGER_CHECKS } from './tasks.checks';
export { TASK_MESSAGES } from './tasks.errors';
export { seedDemoTaskDefinitions, seedDemoTasks } from './tasks.seed';
