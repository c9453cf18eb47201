import {
  BACCARAT_PAYTABLE,
  DRAGON_TIGER_PAYTABLE,
  fast3SelectionName,
  HOUSE_GAMES,
  sicBoSelectionName,
  type Fast3Selection,
  type HouseGameBets,
  type HouseGameCode,
  type SicBoSelection,
} from '@app/house-games';
import { formatFen, yuanStringToFen } from '@app/shared/money';
import type { WireBet } from '../api/read-house';

/** A bet without its stake: the engine's selection fields (`type`, `total` | `sum` | `face` | `faces`). */
export interface Selection {
  type: string;
  total?: number;
  sum?: number;
  face?: number;
  faces?: number[];
}

const SELECTION_FIELDS = ['total', 'sum', 'face', 'faces'] as const;

/** Only the selection fields, in a fixed order. */
export function selectionOf(bet: Selection): Selection {
  const selection: Selection = { type: bet.type };
  for (const field of SELECTION_FIELDS) {
    const value = bet[field];
    if (value === undefined) continue;
    if (Array.isArray(value)) selection.faces = [...value];
    else selection[field as Exclude<(typeof SELECTION_FIELDS)[number], 'faces'>] = value;
  }
  return selection;
}

/** A stable key of a selection (the bet slip keeps one stake per key). */
export function selectionKey(selection: Selection): string {
  return JSON.stringify(selectionOf(selection));
}

/** A selection and its stake as the API takes it: `amount` in yuan with two decimals. */
export function toWireBet(selection: Selection, stakeFen: bigint): WireBet {
  return { ...selectionOf(selection), amount: formatFen(stakeFen) };
}

export type EngineBets<Code extends HouseGameCode> =
  { ok: true; bets: HouseGameBets[Code][] } | { ok: false; message: string };

/**
 * Wire bets → the engine's bets (stake in fen), checked by the engine's own validator, so the
 * verifier replays exactly what the server played (or says why it cannot).
 */
export function engineBetsOf<Code extends HouseGameCode>(game: Code, wire: readonly WireBet[]): EngineBets<Code> {
  const bets: unknown[] = [];
  for (const bet of wire) {
    let stakeFen: bigint;
    try {
      stakeFen = yuanStringToFen(String(bet.amount));
    } catch {
      return { ok: false, message: `下注金额无效：${String(bet.amount)}` };
    }
    bets.push({ ...selectionOf(bet), stakeFen });
  }
  // The engine validates the shape at run time (validateBetList), which is what makes this cast safe.
  const typed = bets as HouseGameBets[Code][];
  const message = HOUSE_GAMES[game].validateBets(typed);
  return message === null ? { ok: true, bets: typed } : { ok: false, message };
}

/** Chinese label of a bet of any house game ('大', '和值 10', '庄对', '旋转'). */
export function selectionLabel(game: HouseGameCode, selection: Selection): string {
  try {
    return labelOf(game, selection);
  } catch {
    // A selection this page does not know (a newer server): its type is still readable.
    return selection.type;
  }
}

function labelOf(game: HouseGameCode, selection: Selection): string {
  switch (game) {
    case 'slots':
      return '旋转';
    case 'sic-bo':
      return sicBoSelectionName(selectionOf(selection) as SicBoSelection);
    case 'fast3':
      return fast3SelectionName(selectionOf(selection) as Fast3Selection);
    case 'baccarat':
      return BACCARAT_PAYTABLE.find((entry) => entry.type === selection.type)?.name ?? selection.type;
    case 'dragon-tiger':
      return DRAGON_TIGER_PAYTABLE.find((entry) => entry.type === selection.type)?.name ?? selection.type;
  }
}
