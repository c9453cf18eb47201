// The envelope reading of both apps, free of zod so that the member site's first screen does not
// load it (decision 0015); `@app/shared/contracts` re-exports it.

/** An envelope as the clients read it: `message` falls back to `msg`; `data` is not parsed yet. */
export interface EnvelopeReading {
  code: number;
  message: string;
  data: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads `{ code, message, msg, data }` (the member site and the back office both use it); null when
 * the body is not an answer of our server (a proxy error page, an empty body). A numeric string
 * code is read as its number.
 */
export function readEnvelope(body: unknown): EnvelopeReading | null {
  if (!isPlainObject(body)) return null;
  const rawCode = body.code;
  const code =
    typeof rawCode === 'number' ? rawCode : typeof rawCode === 'string' && rawCode !== '' ? Number(rawCode) : NaN;
  if (!Number.isFinite(code)) return null;
  const message =
    typeof body.message === 'string' && body.message !== ''
      ? body.message
      : typeof body.msg === 'string'
        ? body.msg
        : '';
  return { code, message, data: body.data ?? null };
}
