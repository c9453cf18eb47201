import { formatFenCompact, yuanStringToFen } from '@app/shared/money';

/**
 * Money strings of our own server ('12.50', '100.00') to fen; null for anything else ('--' while a
 * platform cannot answer, a missing field). Arithmetic stays in `@app/shared/money` (CONVENTIONS 6).
 */
export function moneyTextToFen(text: string): bigint | null {
  try {
    return yuanStringToFen(text.trim());
  } catch {
    return null;
  }
}

/** A limit as the spec's texts show it: whole yuan without decimals ('100'), else two decimals. */
export function formatLimit(text: string): string {
  const fen = moneyTextToFen(text);
  return fen === null ? text : formatFenCompact(fen);
}
