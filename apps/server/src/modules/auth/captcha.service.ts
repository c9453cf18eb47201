import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { LOGIN_MESSAGES } from '@app/shared/validation';
import type { Db } from '../../db/types';
import { hmacHex, randomDigits, randomToken, safeEqual } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { captchas } from './auth.tables';

const CAPTCHA_TTL_MS = 5 * 60_000;

export interface CaptchaOptions {
  secret: string;
  /** Test-only: every captcha gets this code (refused in production by the config). */
  fixedCode?: string | undefined;
}

/**
 * Image captcha (spec-1 §2, platform-rules §2): 4 digits drawn by svg-captcha at 120x37, one use,
 * 5 minutes. A check consumes the captcha whether it matches or not, so a code cannot be guessed
 * by trying; the client loads a new image after every failure.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly options: CaptchaOptions,
  ) {}

  private codeHash(id: string, code: string): string {
    return hmacHex(this.options.secret, `captcha:${id}:${code.trim().toLowerCase()}`);
  }

  async issue(now = new Date()): Promise<{ captcha_id: string; image: string }> {
    const code = this.options.fixedCode ?? randomDigits(4);
    const drawn = drawCaptcha(code);
    const id = randomToken(16);
    await this.db.insert(captchas).values({
      id,
      codeHash: this.codeHash(id, code),
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    });
    // Expired rows are useless; drop a few on each issue so the table stays small.
    await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - CAPTCHA_TTL_MS)));
    return { captcha_id: id, image: `data:image/svg+xml;base64,${Buffer.from(drawn).toString('base64')}` };
  }

  /** Consumes the captcha; throws '验证码错误！' when it is unknown, used, expired or wrong. */
  async verify(id: string | undefined, code: string | undefined): Promise<void> {
    if (!id || !code) throw new AppError('refused', LOGIN_MESSAGES.captchaWrong);
    const consumed = await this.db
      .update(captchas)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
      .returning({ codeHash: captchas.codeHash });
    const row = consumed[0];
    if (!row || !safeEqual(row.codeHash, this.codeHash(id, code))) {
      throw new AppError('refused', LOGIN_MESSAGES.captchaWrong);
    }
  }
}

/** Draws exactly `code` at 120x37 (svg-captcha's default export renders a given text). */
function drawCaptcha(code: string): string {
  const render = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;
  return render(code, { width: 120, height: 37, fontSize: 42, noise: 2, color: true, background: '#f3f4f6' });
}
