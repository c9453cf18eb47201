import type {
  ActiveSeedSchema,
  Fast3CurrentSchema,
  Fast3DrawResultSchema,
  Fast3MemberBetSchema,
  HouseRoundSchema,
  PlayRoundResultSchema,
  RevealedSeedSchema,
  SettlementSchema,
  WireBetSchema,
} from '@app/shared/contracts';
import { z } from 'zod';

// House answers are parsed with their contracts by the api client (lib/api-client.ts); these are
// the types the pages use. Outcomes are read per game by utils/outcomes.ts.

export type WireBet = z.infer<typeof WireBetSchema>;
export type Settlement = z.infer<typeof SettlementSchema>;
export type PlayRoundResult = z.infer<typeof PlayRoundResultSchema>;
export type HouseRound = z.infer<typeof HouseRoundSchema>;
export type ActiveSeed = z.infer<typeof ActiveSeedSchema>;
export type RevealedSeed = z.infer<typeof RevealedSeedSchema>;
export type Fast3DrawResult = z.infer<typeof Fast3DrawResultSchema>;
export type Fast3Current = z.infer<typeof Fast3CurrentSchema>;
export type Fast3MemberBet = z.infer<typeof Fast3MemberBetSchema>;

export interface Page<T> {
  current_page: number;
  last_page: number;
  total: number;
  data: T[];
}

/** Text, or a number shown as text; `fallback` otherwise. */
function textOr(fallback: string) {
  return z.union([z.string(), z.number().transform(String)]).catch(fallback);
}

const optionalNumber = z.number().optional().catch(undefined);

/**
 * A bet typed by the member (fairness panel, pasted JSON), read leniently: missing text falls back,
 * a selection field that is not a number is left out.
 */
const TypedWireBetSchema = z
  .looseObject({})
  .catch({})
  .pipe(
    z.object({
      type: textOr(''),
      amount: textOr('0.00'),
      total: optionalNumber,
      sum: optionalNumber,
      face: optionalNumber,
      faces: z
        .array(z.unknown())
        .transform((list) => list.filter((item): item is number => Number.isInteger(item)))
        .optional()
        .catch(undefined),
    }),
  )
  .transform((bet): WireBet => {
    const read: WireBet = { type: bet.type, amount: bet.amount };
    if (bet.total !== undefined) read.total = bet.total;
    if (bet.sum !== undefined) read.sum = bet.sum;
    if (bet.face !== undefined) read.face = bet.face;
    if (bet.faces !== undefined) read.faces = bet.faces;
    return read;
  });

/** The bets of a member's pasted JSON; [] when it is not a list. */
export function readWireBets(value: unknown): WireBet[] {
  return z.array(TypedWireBetSchema).catch([]).parse(value);
}

/** The next page to ask for, or undefined at the end (TanStack's getNextPageParam). */
export function nextPageOf(page: Page<unknown>): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}
