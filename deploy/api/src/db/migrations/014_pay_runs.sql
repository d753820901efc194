-- Pay that is computed, approved by two people and paid once (issue 9, docs/rules.md#money).
--
-- A pay run computes one payment per farmer for a period from the period's accepted milk,
-- the rate that applies to each day, quality adjustments and deductions (supplies on credit,
-- advances), and stores every line of the computation on the payment. A second person
-- approves it; only then are its payments payable. Money that moves is a row of `payouts`,
-- which is only ever added to: the payout account's balance is top-ups less payouts.

-- Whether payouts may take the payout account below zero (off: a payout that does not fit
-- the balance is refused).
ALTER TABLE organizations ADD COLUMN allow_overdraft boolean NOT NULL DEFAULT false;

-- KSh per litre more specific than the organisation's default_rate_per_litre, chosen per day
-- of milk: a farmer's special rate (a period: effective_to set), the farmer's rate, the
-- route's rate. Of several rows of one kind in force on a day, the latest effective_from wins.
CREATE TABLE pay_rates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT pay_rates_kind_check CHECK (kind IN ('farmer_special', 'farmer', 'route')),
  producer_id uuid,
  route_id uuid,
  rate_per_litre numeric(8, 2) NOT NULL CONSTRAINT pay_rates_rate_per_litre_check CHECK (rate_per_litre > 0 AND rate_per_litre < 1000),
  effective_from date NOT NULL,
  effective_to date,
  notes text CONSTRAINT pay_rates_notes_check CHECK (length(notes) <= 500),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pay_rates_target_check CHECK (
    (kind IN ('farmer_special', 'farmer') AND producer_id IS NOT NULL AND route_id IS NULL)
    OR (kind = 'route' AND route_id IS NOT NULL AND producer_id IS NULL)),
  -- A special rate is for a period; the others run until a later row replaces them.
  CONSTRAINT pay_rates_period_check CHECK (
    (kind = 'farmer_special') = (effective_to IS NOT NULL) AND (effective_to IS NULL OR effective_to >= effective_from)),
  CONSTRAINT pay_rates_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id)
    ON DELETE CASCADE,
  CONSTRAINT pay_rates_route_fkey FOREIGN KEY (organization_id, route_id) REFERENCES routes (organization_id, id)
    ON DELETE CASCADE
);
CREATE INDEX pay_rates_organization_id_idx ON pay_rates (organization_id, kind, effective_from);
CREATE UNIQUE INDEX pay_rates_producer_key ON pay_rates (producer_id, kind, effective_from) WHERE producer_id IS NOT NULL;
CREATE UNIQUE INDEX pay_rates_route_key ON pay_rates (route_id, effective_from) WHERE route_id IS NOT NULL;

-- KSh per litre added (or taken off, when negative) for milk whose own test figures meet a
-- condition: "scc below 200000: +1.50", "fat_pct at_or_above 4.0: +1.00".
CREATE TABLE quality_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  measure text NOT NULL CONSTRAINT quality_adjustments_measure_check CHECK (measure IN ('scc', 'fat_pct', 'protein_pct')),
  comparison text NOT NULL
    CONSTRAINT quality_adjustments_comparison_check CHECK (comparison IN ('below', 'at_or_below', 'at_or_above', 'above')),
  threshold numeric(12, 2) NOT NULL CONSTRAINT quality_adjustments_threshold_check CHECK (threshold >= 0),
  amount_per_litre numeric(6, 2) NOT NULL
    CONSTRAINT quality_adjustments_amount_per_litre_check CHECK (amount_per_litre <> 0 AND amount_per_litre BETWEEN -100 AND 100),
  effective_from date NOT NULL,
  effective_to date,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT quality_adjustments_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from)
);
CREATE INDEX quality_adjustments_organization_id_idx ON quality_adjustments (organization_id, effective_from);

-- Cash a farmer received ahead of their milk money; deducted like a supply on credit.
CREATE TABLE advances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  producer_id uuid NOT NULL,
  amount numeric(12, 2) NOT NULL CONSTRAINT advances_amount_check CHECK (amount > 0 AND amount < 10000000),
  advanced_on date NOT NULL,
  reason text NOT NULL CONSTRAINT advances_reason_check CHECK (length(reason) BETWEEN 1 AND 500),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT advances_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id)
);
CREATE INDEX advances_organization_id_advanced_on_idx ON advances (organization_id, advanced_on);
CREATE INDEX advances_producer_id_advanced_on_idx ON advances (producer_id, advanced_on);

-- One pay run per organisation and period (a month, or the 1st-15th / 16th-end half).
-- computed_by is who computed the figures last; approved_by must be someone else.
CREATE TABLE pay_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  period_start date NOT NULL,
  period_end date NOT NULL,
  status text NOT NULL DEFAULT 'draft'
    CONSTRAINT pay_runs_status_check CHECK (status IN ('draft', 'approved', 'processing', 'completed')),
  computed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  -- Totals of its payments, written with them.
  farmers integer NOT NULL DEFAULT 0,
  litres numeric(14, 2) NOT NULL DEFAULT 0,
  gross_amount numeric(14, 2) NOT NULL DEFAULT 0,
  adjustments numeric(14, 2) NOT NULL DEFAULT 0,
  deductions numeric(14, 2) NOT NULL DEFAULT 0,
  net_amount numeric(14, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pay_runs_period_check CHECK (period_end >= period_start),
  CONSTRAINT pay_runs_approval_check CHECK ((status = 'draft') = (approved_at IS NULL)),
  -- Four eyes: whoever computed the figures does not approve them.
  CONSTRAINT pay_runs_four_eyes_check CHECK (approved_by IS NULL OR computed_by IS NULL OR approved_by <> computed_by),
  CONSTRAINT pay_runs_period_key UNIQUE (organization_id, period_start, period_end),
  CONSTRAINT pay_runs_organization_id_id_key UNIQUE (organization_id, id)
);
CREATE INDEX pay_runs_organization_id_period_end_idx ON pay_runs (organization_id, period_end DESC);

-- Payments of a run. A draft run's payments are 'draft' (not payable, not counted as due);
-- approval makes them 'pending'. A payment paid in part is 'partially_paid' with the rest
-- still due. `adjustments` are the quality adjustments (may be negative). A payment made to
-- correct a reversed one names it in replaces_id.
ALTER TABLE payments
  ADD COLUMN pay_run_id uuid,
  ADD COLUMN adjustments numeric(12, 2) NOT NULL DEFAULT 0,
  ADD COLUMN replaces_id uuid REFERENCES payments (id),
  ADD CONSTRAINT payments_pay_run_fkey FOREIGN KEY (organization_id, pay_run_id) REFERENCES pay_runs (organization_id, id)
    ON DELETE CASCADE,
  DROP CONSTRAINT payments_status_check,
  ADD CONSTRAINT payments_status_check
    CHECK (status IN ('draft', 'pending', 'in_progress', 'partially_paid', 'completed', 'failed')),
  DROP CONSTRAINT payments_amount_due_check,
  ADD CONSTRAINT payments_amount_due_check CHECK (amount_due = gross_amount + adjustments - deductions AND amount_due >= 0),
  DROP CONSTRAINT payments_deductions_check,
  ADD CONSTRAINT payments_deductions_check CHECK (deductions >= 0),
  DROP CONSTRAINT payments_completed_check,
  -- Completed: paid in full (a net-zero payment completes on approval, with nothing to move).
  ADD CONSTRAINT payments_completed_check CHECK (
    status <> 'completed' OR (paid_at IS NOT NULL AND amount_paid = amount_due
                              AND (amount_due = 0 OR transaction_reference IS NOT NULL))),
  ADD CONSTRAINT payments_partially_paid_check CHECK (
    status <> 'partially_paid' OR (amount_paid > 0 AND amount_paid < amount_due)),
  ADD CONSTRAINT payments_amount_paid_not_above_due_check CHECK (amount_paid IS NULL OR amount_paid <= amount_due),
  DROP CONSTRAINT payments_producer_period_key;
-- One payment per farmer and period, besides the replacements of reversed ones.
CREATE UNIQUE INDEX payments_producer_period_key ON payments (producer_id, period_start, period_end) WHERE replaces_id IS NULL;
CREATE UNIQUE INDEX payments_replaces_id_key ON payments (replaces_id) WHERE replaces_id IS NOT NULL;
CREATE INDEX payments_pay_run_id_idx ON payments (pay_run_id, producer_id) WHERE pay_run_id IS NOT NULL;

-- Every line of a payment's computation, in payslip order: milk per day (morning and evening
-- litres, the rate and where it came from), quality adjustments per rule, deductions per
-- supply or advance (what it owed before and what remains after).
CREATE TABLE payment_lines (
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  position integer NOT NULL,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT payment_lines_kind_check CHECK (kind IN ('milk', 'adjustment', 'deduction')),
  description text NOT NULL CONSTRAINT payment_lines_description_check CHECK (length(description) BETWEEN 1 AND 300),
  day date,
  morning_litres numeric(10, 2),
  evening_litres numeric(10, 2),
  litres numeric(12, 2),
  rate numeric(8, 2),
  rate_source text CONSTRAINT payment_lines_rate_source_check CHECK (rate_source IN ('farmer_special', 'farmer', 'route', 'organisation')),
  pay_rate_id uuid REFERENCES pay_rates (id) ON DELETE SET NULL,
  quality_adjustment_id uuid REFERENCES quality_adjustments (id) ON DELETE SET NULL,
  supply_id uuid REFERENCES supplies (id) ON DELETE SET NULL,
  advance_id uuid REFERENCES advances (id) ON DELETE SET NULL,
  -- KSh: earned (milk, adjustments: + or -), deducted (deductions: negative).
  amount numeric(12, 2) NOT NULL,
  owed_before numeric(12, 2),
  remaining numeric(12, 2),
  PRIMARY KEY (payment_id, position),
  CONSTRAINT payment_lines_milk_check CHECK (kind <> 'milk' OR (day IS NOT NULL AND litres IS NOT NULL AND rate IS NOT NULL AND rate_source IS NOT NULL)),
  CONSTRAINT payment_lines_deduction_check CHECK (
    kind <> 'deduction' OR (amount < 0 AND (supply_id IS NOT NULL) <> (advance_id IS NOT NULL)
                            AND owed_before IS NOT NULL AND remaining IS NOT NULL AND remaining >= 0))
);
-- What remains of a supply or an advance: its deduction lines of approved payments.
CREATE INDEX payment_lines_supply_id_idx ON payment_lines (supply_id) INCLUDE (amount) WHERE supply_id IS NOT NULL;
CREATE INDEX payment_lines_advance_id_idx ON payment_lines (advance_id) INCLUDE (amount) WHERE advance_id IS NOT NULL;
CREATE INDEX payment_lines_pay_rate_id_idx ON payment_lines (pay_rate_id) WHERE pay_rate_id IS NOT NULL;
CREATE INDEX payment_lines_quality_adjustment_id_idx ON payment_lines (quality_adjustment_id) WHERE quality_adjustment_id IS NOT NULL;

-- Money that moved: a payout to a farmer (amount > 0), or the reversal of a paid payment
-- (amount < 0: the money came back into the payout account). Never changed, never deleted.
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT payouts_kind_check CHECK (kind IN ('payout', 'reversal')),
  amount numeric(12, 2) NOT NULL
    CONSTRAINT payouts_amount_check CHECK ((kind = 'payout' AND amount > 0) OR (kind = 'reversal' AND amount < 0)),
  payment_method text NOT NULL
    CONSTRAINT payouts_payment_method_check CHECK (payment_method IN ('bank_transfer', 'mobile_money', 'cash', 'credit_card')),
  transaction_reference text NOT NULL CONSTRAINT payouts_transaction_reference_check CHECK (length(transaction_reference) BETWEEN 1 AND 100),
  paid_at timestamptz NOT NULL,
  reason text CONSTRAINT payouts_reason_check CHECK (length(reason) <= 500),
  notes text CONSTRAINT payouts_notes_check CHECK (length(notes) <= 2000),
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payouts_reversal_reason_check CHECK (kind <> 'reversal' OR reason IS NOT NULL)
);
CREATE UNIQUE INDEX payouts_transaction_reference_key ON payouts (organization_id, transaction_reference);
-- A payment is reversed at most once.
CREATE UNIQUE INDEX payouts_reversal_key ON payouts (payment_id) WHERE kind = 'reversal';
CREATE INDEX payouts_payment_id_idx ON payouts (payment_id, paid_at);
-- The balance: sum of an organisation's payouts.
CREATE INDEX payouts_organization_id_paid_at_idx ON payouts (organization_id, paid_at) INCLUDE (amount, kind);
CREATE INDEX payouts_recorded_by_idx ON payouts (recorded_by) WHERE recorded_by IS NOT NULL;

-- Payments completed before payouts were kept one by one: one payout each, so the balance
-- (top-ups less payouts) stays what it was.
INSERT INTO payouts (organization_id, payment_id, kind, amount, payment_method, transaction_reference, paid_at)
SELECT organization_id, id, 'payout', amount_paid, payment_method, transaction_reference, paid_at
  FROM payments
 WHERE status = 'completed' AND amount_paid > 0 AND transaction_reference IS NOT NULL AND paid_at IS NOT NULL;

-- The answer of a payout call made with an Idempotency-Key: the same key again gets it back
-- instead of moving money twice. Kept per person.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL,
  key text NOT NULL CONSTRAINT idempotency_keys_key_check CHECK (length(key) BETWEEN 1 AND 200),
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);

-- The ledger is append-only, whatever code asks: payouts never change, a completed payment
-- never changes, and a payment past draft is never deleted (except with its organisation).
CREATE FUNCTION payouts_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'payouts are append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER payouts_no_update_or_delete BEFORE UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION payouts_append_only();

CREATE FUNCTION payments_keep_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'completed' THEN
    RAISE EXCEPTION 'payment % is completed and cannot change', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' AND OLD.status <> 'draft'
     AND EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
    RAISE EXCEPTION 'payment % is past draft and cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
CREATE TRIGGER payments_keep_ledger BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_keep_ledger();

-- A payment's lines are its payslip: they change only while the payment is a draft.
CREATE FUNCTION payment_lines_keep_payslip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM payments WHERE id = OLD.payment_id AND status <> 'draft')
     AND EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
    RAISE EXCEPTION 'the lines of payment % are final', OLD.payment_id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
CREATE TRIGGER payment_lines_keep_payslip BEFORE UPDATE OR DELETE ON payment_lines
  FOR EACH ROW EXECUTE FUNCTION payment_lines_keep_payslip();

-- The farmers profile's "latest payment" ignores drafts: a draft is not owed yet.
CREATE OR REPLACE FUNCTION producer_totals_take_latest_payment(p_producer uuid, p_organization uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO producer_totals (producer_id, organization_id) VALUES (p_producer, p_organization)
    ON CONFLICT (producer_id) DO NOTHING;
  -- Locked first, so the next statement's snapshot sees every committed payment.
  PERFORM 1 FROM producer_totals WHERE producer_id = p_producer FOR UPDATE;
  UPDATE producer_totals t
     SET (latest_payment_status, latest_payment_due_date) = (
           SELECT p.status, p.due_date FROM payments p WHERE p.producer_id = p_producer AND p.status <> 'draft'
            ORDER BY p.period_end DESC, p.created_at DESC LIMIT 1)
   WHERE t.producer_id = p_producer;
END
$$;

-- refresh_producer_totals (the rebuild for bulk loads) was redefined here to leave draft payments out;
-- migration 024 holds its one current definition, which every database reaches, so the body
-- is not repeated here (nothing between this migration and 024 calls it).
