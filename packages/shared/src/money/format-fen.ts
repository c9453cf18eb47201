import { absFen, FEN_PER_YUAN } from './fen';

/** Money in answers: a string with exactly two decimals ('1234.50'), as {@link formatFen} writes it. */
export const MONEY_STRING_PATTERN = /^-?\d+\.\d{2}$/;

/** Money as the API shows it: yuan with exactly two decimals, no separators ('1234.50', '-0.05'). */
export function formatFen(fen: bigint): string {
  const abs = absFen(fen);
  const yuan = abs / FEN_PER_YUAN;
  const cents = (abs % FEN_PER_YUAN).toString().padStart(2, '0');
  return `${fen < 0n ? '-' : ''}${yuan}.${cents}`;
}

/** Same as {@link formatFen}; the name says the direction for readers of conversion code. */
export const fenToYuanString = formatFen;

/**
 * Money inside a sentence, as the spec's messages show limits: whole yuan without decimals ('100'),
 * otherwise two decimals ('100.50').
 */
export function formatFenCompact(fen: bigint): string {
  return fen % FEN_PER_YUAN === 0n ? (fen / FEN_PER_YUAN).toString() : formatFen(fen);
}
