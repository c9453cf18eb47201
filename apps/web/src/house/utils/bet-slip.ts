import { AMOUNT_MAX_FEN, sumFen } from '@app/shared/money';
import type { WireBet } from '../api/read-house';
import { selectionKey, toWireBet, type Selection } from './wire-bets';

/** The chips a member stakes with, in fen (1, 5, 10, 50, 100, 500 yuan). */
export const CHIP_VALUES_FEN: readonly bigint[] = [100n, 500n, 1000n, 5000n, 10000n, 50000n];
/** Stakes of one slots spin, in fen (1 to 100 yuan). */
export const SPIN_STAKES_FEN: readonly bigint[] = [100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n];

export interface SlipEntry {
  selection: Selection;
  stakeFen: bigint;
}

/** The bets placed on the table before they are sent: one stake per selection. */
export type BetSlip = ReadonlyMap<string, SlipEntry>;

export const EMPTY_SLIP: BetSlip = new Map();

/** Puts a chip on a selection (stakes add up, capped at the largest amount the server takes). */
export function addChip(slip: BetSlip, selection: Selection, chipFen: bigint): BetSlip {
  const key = selectionKey(selection);
  const next = new Map(slip);
  const current = slip.get(key)?.stakeFen ?? 0n;
  const stakeFen = current + chipFen > AMOUNT_MAX_FEN ? AMOUNT_MAX_FEN : current + chipFen;
  next.set(key, { selection, stakeFen });
  return next;
}

export function removeSelection(slip: BetSlip, selection: Selection): BetSlip {
  const next = new Map(slip);
  next.delete(selectionKey(selection));
  return next;
}

export function stakeOn(slip: BetSlip, selection: Selection): bigint {
  return slip.get(selectionKey(selection))?.stakeFen ?? 0n;
}

export function slipTotalFen(slip: BetSlip): bigint {
  return sumFen([...slip.values()].map((entry) => entry.stakeFen));
}

export function slipToWire(slip: BetSlip): WireBet[] {
  return [...slip.values()].map((entry) => toWireBet(entry.selection, entry.stakeFen));
}
