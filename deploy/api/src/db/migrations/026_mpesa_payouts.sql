-- M-Pesa B2C payouts (issue 32). Each request Maziwa makes to Safaricom is a row, written in
-- the same transaction that hands the payment to M-Pesa, before anything is sent: a worker
-- sends it afterwards. Its id is the request's OriginatorConversationID, so the same row can
-- never be two payments at Safaricom.
--
--   queued    waiting to be sent (or paused with its organisation's M-Pesa payouts)
--   sending   claimed by a worker; the request may be on its way
--   accepted  Safaricom accepted it (ResponseCode 0): the money moves, its Result is awaited
--   unknown   what happened is not known (no answer, a lost Result): asked by a status query,
--             never sent again
--   completed the money reached the farmer: a payout row in the ledger holds the receipt
--   failed    nothing was paid; failure_reason says why
CREATE TABLE mpesa_payouts (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  -- A payment above M-Pesa's per-transaction maximum goes in parts.
  part smallint NOT NULL DEFAULT 1 CHECK (part >= 1),
  -- Whole shillings within M-Pesa's limits: the cents stay owing on the payment.
  amount numeric(12, 2) NOT NULL CHECK (amount >= 10 AND amount <= 250000 AND amount = trunc(amount)),
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'accepted', 'unknown', 'completed', 'failed')),
  -- The unguessable part of this payout's callback URLs: Safaricom's callbacks carry no signature.
  callback_secret text NOT NULL CHECK (length(callback_secret) >= 32),
  conversation_id text,
  receipt text,
  result_code integer,
  failure_reason text,
  -- When the worker looks at it next: to send it, or to ask Safaricom what became of it.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A worker's claim: past it, a request that may have gone out is unknown, never resent.
  locked_until timestamptz,
  status_queries integer NOT NULL DEFAULT 0,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  finished_at timestamptz,
  CONSTRAINT mpesa_payouts_completed_check CHECK (status <> 'completed' OR receipt IS NOT NULL)
);
-- The worker's look for due rows, oldest first.
CREATE INDEX mpesa_payouts_due_idx ON mpesa_payouts (next_attempt_at)
  WHERE status IN ('queued', 'sending', 'accepted', 'unknown');
-- A payment's payouts (its page, and whether any is still under way).
CREATE INDEX mpesa_payouts_payment_id_idx ON mpesa_payouts (payment_id);
-- Money promised to M-Pesa but not yet in the ledger: the balance keeps it aside.
CREATE INDEX mpesa_payouts_in_flight_idx ON mpesa_payouts (organization_id)
  WHERE status IN ('queued', 'sending', 'accepted', 'unknown');

-- Why the last M-Pesa payout of a payment failed ("M-Pesa float insufficient"), shown beside
-- it until it is paid; cleared when it is handed to M-Pesa again.
ALTER TABLE payments ADD COLUMN payout_failure text
  CONSTRAINT payments_payout_failure_check CHECK (length(payout_failure) <= 300);

-- Set when Safaricom refuses the organisation's initiator (credential or role): its M-Pesa
-- payouts wait until an admin has fixed the settings and resumes them.
ALTER TABLE organizations ADD COLUMN mpesa_paused_reason text;

-- Set when M-Pesa said a farmer's number cannot receive money (result codes 7, 11-14).
ALTER TABLE user_roles ADD COLUMN mpesa_number_problem text;
