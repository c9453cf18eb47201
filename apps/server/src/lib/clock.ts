/**
 * The server's clock for features whose rules depend on the time of day (red-packet windows).
 * In production it is the system clock. A test may set `TEST_CLOCK_AT` (an ISO instant, refused
 * when APP_MODE=production by the config schema): the clock then starts at that instant when the
 * server starts and runs on in real time, so an end-to-end test can open a window that is not open
 * now without faking the system time.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function clockOf(config: { TEST_CLOCK_AT?: string | undefined }, startedAt = Date.now()): Clock {
  if (config.TEST_CLOCK_AT === undefined) return systemClock;
  const offset = new Date(config.TEST_CLOCK_AT).getTime() - startedAt;
  return () => new Date(Date.now() + offset);
}
