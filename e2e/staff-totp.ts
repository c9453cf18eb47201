import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * TOTP codes for a staff account in end-to-end tests. The server accepts each 30-second step once
 * (a code cannot be replayed) and allows one step of clock drift either way, so a test that signs
 * in several times takes the current step, then the next one, and only then waits for the clock.
 */
export class StaffTotp {
  readonly secret = new Secret({ size: 20 }).base32;
  private readonly totp = new TOTP({ secret: Secret.fromBase32(this.secret) });
  private lastStep = -1;

  /** A code the server has not seen yet (waits up to one period when two were used just now). */
  async code(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const current = Math.floor(now / PERIOD_MS);
      const step = Math.max(current, this.lastStep + 1);
      if (step <= current + 1) {
        this.lastStep = step;
        return this.totp.generate({ timestamp: step * PERIOD_MS });
      }
      await sleep((current + 1) * PERIOD_MS - now + 100);
    }
  }
}
