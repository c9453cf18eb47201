-- Added by hand above the generated statements: the trigram (gin_trgm_ops) indexes need pg_trgm
-- (decision 0017). PGlite loads it as an extension (db/client.ts); on PostgreSQL it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "balance_adjustments_member_idx";--> statement-breakpoint
DROP INDEX "platform_transfers_member_idx";--> statement-breakpoint
DROP INDEX "platform_transfers_pending_idx";--> statement-breakpoint
DROP INDEX "deposit_orders_member_idx";--> statement-breakpoint
DROP INDEX "withdrawals_member_idx";--> statement-breakpoint
DROP INDEX "withdrawals_state_idx";--> statement-breakpoint
DROP INDEX "bet_records_member_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "members_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_kind_id_idx" ON "ledger_transactions" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_type_id_idx" ON "ledger_transactions" USING btree ("reference_type","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "members_last_login_order_idx" ON "members" USING btree (coalesce("last_login_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "members_paysum_idx" ON "members" USING btree ("paysum_fen","id");--> statement-breakpoint
CREATE INDEX "members_vip_level_idx" ON "members" USING btree ("vip_level","id");--> statement-breakpoint
CREATE INDEX "members_status_idx" ON "members" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "members_username_trgm_idx" ON "members" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_trgm_idx" ON "members" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_time_idx" ON "balance_adjustments" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_time_idx" ON "balance_adjustments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_state_time_idx" ON "balance_adjustments" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_transfers_member_time_idx" ON "platform_transfers" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_transfers_state_time_idx" ON "platform_transfers" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_transfers_time_idx" ON "platform_transfers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "platform_transfers_platform_time_idx" ON "platform_transfers" USING btree ("platname","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_transfers_origin_time_idx" ON "platform_transfers" USING btree ("origin","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_time_idx" ON "deposit_orders" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_time_idx" ON "deposit_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_state_time_idx" ON "deposit_orders" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_kind_time_idx" ON "deposit_orders" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_paid_time_idx" ON "deposit_orders" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_amount_idx" ON "deposit_orders" USING btree ("amount_fen","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_awaiting_review_idx" ON "deposit_orders" USING btree ("created_at","id") WHERE "deposit_orders"."kind" <> 'online' and "deposit_orders"."state" = 0 and "deposit_orders"."payer_reference" is not null;--> statement-breakpoint
CREATE INDEX "withdrawals_member_time_idx" ON "withdrawals" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_state_time_idx" ON "withdrawals" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_time_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_member_time_idx" ON "bet_records" USING btree ("member_id","bet_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_member_platform_time_idx" ON "bet_records" USING btree ("member_id","platname","bet_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_time_idx" ON "bet_records" USING btree ("bet_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_platform_time_idx" ON "bet_records" USING btree ("platname","bet_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_category_time_idx" ON "bet_records" USING btree ("category","bet_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_game_time_idx" ON "bet_records" USING btree ("game_code","bet_at","id");--> statement-breakpoint
CREATE INDEX "bet_records_unsettled_time_idx" ON "bet_records" USING btree ("state","bet_at","id") WHERE "bet_records"."state" <> 1;--> statement-breakpoint
CREATE INDEX "bet_records_bet_id_idx" ON "bet_records" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_username_trgm_idx" ON "audit_log" USING gin ("staff_username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_action_trgm_idx" ON "audit_log" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","id");