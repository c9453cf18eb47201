import { z } from 'zod';

import { AMOUNT_MESSAGES, parseAmountToFen } from './parse-amount';

/**
 * Request amount field: a JSON number or numeric string, parsed to bigint fen with the Chinese
 * messages of {@link AMOUNT_MESSAGES}. Channel limits (min/max) are checked by the service.
 */
export function amountSchema() {
  return z.union([z.number(), z.string()], { error: AMOUNT_MESSAGES.invalid }).transform((value, ctx) => {
    const parsed = parseAmountToFen(value);
    if (!parsed.ok) {
      ctx.addIssue(parsed.message);
      return z.NEVER;
    }
    return parsed.fen;
  });
}
