import { sql } from 'drizzle-orm';
import type { BusinessRowCheck } from '../ledger';

/**
 * Invariant 4 for house rounds: a round whose payout differs from its stake has exactly one ledger
 * transaction (`house-round:<id>`, kind house_round), moving exactly payout − stake on that
 * member's house account; a round with payout = stake has none; no house_round transaction
 * points at a missing round.
 */
export const houseRoundLedgerCheck: BusinessRowCheck = {
  name: 'house round',
  query: sql`
    select r.id::text as reference_id, count(l.id) as transactions
      from house_rounds r
      left join ledger_transactions l
        on l.reference_type = 'house_round' and l.reference_id = r.id::text
     group by r.id, r.stake_fen, r.payout_fen
    having count(l.id) <> (case when r.stake_fen = r.payout_fen then 0 else 1 end)
        or count(l.id) filter (where l.kind <> 'house_round' or l.idempotency_key <> 'house-round:' || r.id::text) > 0
    union all
    select r.id::text as reference_id, count(distinct l.id) as transactions
      from house_rounds r
      join ledger_transactions l on l.reference_type = 'house_round' and l.reference_id = r.id::text
      join ledger_entries e on e.transaction_id = l.id
      join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
     group by r.id, r.member_id, r.stake_fen, r.payout_fen
    having sum(e.amount) <> r.payout_fen - r.stake_fen
        or bool_or(a.member_id <> r.member_id or a.kind <> 'platform' or a.subject is distinct from 'house')
    union all
    select t.reference_id, count(*) as transactions
      from ledger_transactions t
     where t.reference_type = 'house_round'
       and not exists (select 1 from house_rounds r where r.id::text = t.reference_id)
     group by t.reference_id`,
};

/**
 * Invariant 4 for Fast-3 bets: exactly one stake posting (`fast3-stake:<id>`, −stake on the
 * member's house account); exactly one payout posting (`fast3-payout:<id>`, +payout) when the bet
 * is settled with a payout above zero, none otherwise; nothing else and no orphans.
 */
export const fast3BetLedgerCheck: BusinessRowCheck = {
  name: 'fast-3 bet',
  query: sql`
    select b.id::text as reference_id, count(l.id) as transactions
      from fast3_bets b
      left join ledger_transactions l
        on l.reference_type = 'fast3_bet' and l.reference_id = b.id::text
     group by b.id, b.state, b.payout_fen
    having count(l.id) filter (where l.kind = 'fast3_stake' and l.idempotency_key = 'fast3-stake:' || b.id::text) <> 1
        or count(l.id) filter (where l.kind = 'fast3_payout' and l.idempotency_key = 'fast3-payout:' || b.id::text)
           <> (case when b.state = 1 and coalesce(b.payout_fen, 0) > 0 then 1 else 0 end)
        or count(l.id) filter (where l.kind not in ('fast3_stake', 'fast3_payout')) > 0
    union all
    select b.id::text as reference_id, count(distinct l.id) as transactions
      from fast3_bets b
      join ledger_transactions l on l.reference_type = 'fast3_bet' and l.reference_id = b.id::text
      join ledger_entries e on e.transaction_id = l.id
      join ledger_accounts a on a.id = e.account_id and a.owner_type = 'member'
     group by b.id, b.member_id, b.stake_fen, b.payout_fen
    having coalesce(sum(e.amount) filter (where l.kind = 'fast3_stake'), 0) <> -b.stake_fen
        or coalesce(sum(e.amount) filter (where l.kind = 'fast3_payout'), 0) <> coalesce(b.payout_fen, 0)
        or bool_or(a.member_id <> b.member_id or a.kind <> 'platform' or a.subject is distinct from 'house')
    union all
    select t.reference_id, count(*) as transactions
      from ledger_transactions t
     where t.reference_type = 'fast3_bet'
       and not exists (select 1 from fast3_bets b where b.id::text = t.reference_id)
     group by t.reference_id`,
};

/** Registered by `loadBusinessRowChecks()` (money-modules.ts). */
export const HOUSE_GAME_LEDGER_CHECKS: readonly BusinessRowCheck[] = [houseRoundLedgerCheck, fast3BetLedgerCheck];
