-- The ledger's two rules, kept by the database whatever the code does (docs/ledger.md):
-- 1. Every transaction balances: at commit, the entries of each transaction touched sum to 0 (a deferred
--    constraint trigger, so a transaction's entries may be written one by one, and an unbalanced one rolls back).
-- 2. Nothing is ever changed or taken out: an UPDATE or DELETE of an entry or a transaction is refused.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines
  FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %, % entries)', NEW.transaction_id, total, lines
      USING ERRCODE = '23514', CONSTRAINT = 'ledger_transaction_balances';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();--> statement-breakpoint
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused (write a correcting transaction)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();--> statement-breakpoint
-- The guest's open page hears at commit that a payment changed (channel 'user_events', as notifications;
-- docs/decisions/0027-notifications-in-the-app.md).
CREATE FUNCTION payments_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM pg_notify('user_events', json_build_object('userId', NEW.user_id, 'type', 'payment', 'id', NEW.id,
      'status', NEW.status)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_announce AFTER INSERT OR UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_announce();
