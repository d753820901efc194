-- The payout account of an organisation (the balance header of Pending Payments: docs/rules.md#top-ups-and-the-balance).
-- Farmers are paid from a float (a mobile-money or bank account) the organisation tops up;
-- its balance is what was topped up less what was paid out (completed payments' amount
-- paid), computed when asked, so it can never drift from the payments. A top-up is never
-- edited or deleted: a mistake is put right by the next one.
CREATE TABLE account_top_ups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  amount numeric(14, 2) NOT NULL CONSTRAINT account_top_ups_amount_check CHECK (amount > 0),
  reference text CONSTRAINT account_top_ups_reference_check CHECK (length(reference) <= 100),
  topped_up_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_top_ups_organization_id_created_at_idx ON account_top_ups (organization_id, created_at, id);
CREATE INDEX account_top_ups_topped_up_by_idx ON account_top_ups (topped_up_by) WHERE topped_up_by IS NOT NULL;
