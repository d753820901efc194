-- Payment notices and e-mail (issue 32).
--
-- A payment SMS goes when a payment is paid, and with "Attach payment receipts" an e-mail with
-- the payslip PDF to a farmer who has an address. Both are rows of `messages`, queued in the
-- transaction that pays (or, for M-Pesa, that applies Safaricom's Result). An e-mail row keeps
-- its subject; its attachment is named, not stored: the worker draws the payslip of
-- `related_id` when it sends, so the table never holds PDFs.
ALTER TABLE messages ADD COLUMN subject text;
ALTER TABLE messages ADD COLUMN attachment text CHECK (attachment IN ('payslip'));
-- 'alert': a notice to the organisation's admins (M-Pesa refused the initiator and paused payouts).
ALTER TABLE messages DROP CONSTRAINT messages_event_check;
ALTER TABLE messages ADD CONSTRAINT messages_event_check CHECK (event IN ('delivery', 'payment', 'test', 'alert'));

-- What the person who handed a payment to M-Pesa chose for its notices (the bulk dialog's
-- two checkboxes); read when Safaricom's Result completes the payment.
ALTER TABLE mpesa_payouts ADD COLUMN notify boolean NOT NULL DEFAULT true;
ALTER TABLE mpesa_payouts ADD COLUMN email_receipt boolean NOT NULL DEFAULT false;
