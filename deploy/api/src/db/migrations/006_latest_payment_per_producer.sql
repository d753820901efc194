-- The farmers profile shows, filters and sorts by the status of each farmer's latest
-- payment. A correlated lookup per farmer in a WHERE clause misleads the planner (it
-- guesses one row in 200 and picks nested loops over 100,000 farmers), so the latest
-- payment's status and due date join the running totals, kept by a trigger on payments in
-- the same transaction. `delayed` (pending past due) is still decided at query time.
ALTER TABLE producer_totals
  ADD COLUMN latest_payment_status text,
  ADD COLUMN latest_payment_due_date date;
CREATE INDEX producer_totals_organization_id_latest_payment_idx
  ON producer_totals (organization_id, latest_payment_status, latest_payment_due_date);

CREATE FUNCTION producer_totals_take_latest_payment(p_producer uuid, p_organization uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO producer_totals (producer_id, organization_id) VALUES (p_producer, p_organization)
    ON CONFLICT (producer_id) DO NOTHING;
  -- Locked first, so the next statement's snapshot sees every committed payment.
  PERFORM 1 FROM producer_totals WHERE producer_id = p_producer FOR UPDATE;
  UPDATE producer_totals t
     SET (latest_payment_status, latest_payment_due_date) = (
           SELECT p.status, p.due_date FROM payments p WHERE p.producer_id = p_producer
            ORDER BY p.period_end DESC, p.created_at DESC LIMIT 1)
   WHERE t.producer_id = p_producer;
END
$$;

CREATE FUNCTION payments_keep_latest_payment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM producer_totals_take_latest_payment(OLD.producer_id, OLD.organization_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.producer_id <> OLD.producer_id) THEN
    PERFORM producer_totals_take_latest_payment(NEW.producer_id, NEW.organization_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER payments_keep_latest_payment AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_keep_latest_payment();

-- refresh_producer_totals (the rebuild for bulk loads) was redefined here to cover payments;
-- migration 024 holds its one current definition, which every database reaches, so the body
-- is not repeated here (nothing between this migration and 024 calls it).

-- Existing databases: fill the new columns.
UPDATE producer_totals t
   SET (latest_payment_status, latest_payment_due_date) = (
         SELECT p.status, p.due_date FROM payments p WHERE p.producer_id = t.producer_id
          ORDER BY p.period_end DESC, p.created_at DESC LIMIT 1);
INSERT INTO producer_totals (producer_id, organization_id, latest_payment_status, latest_payment_due_date)
SELECT DISTINCT ON (p.producer_id) p.producer_id, p.organization_id, p.status, p.due_date
  FROM payments p
 WHERE NOT EXISTS (SELECT 1 FROM producer_totals t WHERE t.producer_id = p.producer_id)
 ORDER BY p.producer_id, p.period_end DESC, p.created_at DESC;
