export { addFigures, emptyFigures, type DayFigures } from './day-figures';
export { liveDayFigures, pastDayFigures } from './rollups.stats';
export {
  ROLLUPS_INTERVAL_MS,
  ROLLUP_BACKFILL_DAYS,
  ROLLUP_REBUILD_DAYS,
  daysToRebuild,
  rollUpDay,
  runDailyRollups,
} from './rollups.job';
