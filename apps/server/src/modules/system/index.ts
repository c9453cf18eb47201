export { runSeedSteps, hasSeedRun, type SeedStep } from './seed';
export { acquireJobLease, scheduleJob, type JobHandle } from './jobs';
