-- One ledger posting as a function, so PostgreSQL keeps its plan per connection instead of parsing
-- and planning the statement on every transfer (bench/README.md). Same semantics as the statement
-- it replaces: ascending row locks, idempotency by key, a CHECK violation for a member balance that
-- would go below zero, and one row back (tx_id null when the key had been posted before).
CREATE OR REPLACE FUNCTION ledger_post(
  p_key text,
  p_kind text,
  p_reference_type text,
  p_reference_id text,
  p_actor_type text,
  p_actor_id text,
  p_memo text,
  p_fingerprint text,
  p_metadata jsonb,
  p_reverses bigint,
  p_ids bigint[],
  p_deltas bigint[]
) RETURNS TABLE (tx_id text, balances json)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH d(id, delta) AS (SELECT * FROM unnest(p_ids, p_deltas)),
  locked AS (
    SELECT a.id FROM ledger_accounts a WHERE a.id = ANY (p_ids) ORDER BY a.id FOR UPDATE
  ),
  tx AS (
    INSERT INTO ledger_transactions
      (idempotency_key, kind, reference_type, reference_id, actor_type, actor_id, memo, fingerprint, metadata, reverses_transaction_id)
    VALUES (p_key, p_kind, p_reference_type, p_reference_id, p_actor_type, p_actor_id, p_memo, p_fingerprint, p_metadata, p_reverses)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id
  ),
  upd AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + d.delta, version = a.version + 1
      FROM d JOIN locked l ON l.id = d.id
     WHERE a.id = d.id AND EXISTS (SELECT 1 FROM tx)
    RETURNING a.id, a.balance, a.member_id
  ),
  ins AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    SELECT (SELECT id FROM tx), upd.id, d.delta, upd.balance FROM upd JOIN d ON d.id = upd.id
    RETURNING account_id
  )
  SELECT (SELECT id FROM tx)::text,
         (SELECT json_agg(json_build_array(upd.id::text, upd.balance::text, coalesce(upd.member_id::text, '')))
            FROM upd JOIN ins ON ins.account_id = upd.id);
END
$$;
