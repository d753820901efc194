-- Messages to farmers (issue 32): one table is both what the office sees under Farmers ->
-- Messages and the outbox the SMS worker drains (deploy/api/src/messaging/README.md). A row is
-- written in the same transaction as the delivery (later: the payment) it tells about, so a
-- rolled-back delivery sends nothing; idempotency_key makes a replayed request queue nothing more.

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- The farmer's Producer link; null for a test SMS, or once the link is deleted.
  farmer_id uuid REFERENCES user_roles (id) ON DELETE SET NULL,
  channel text NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'email')),
  event text NOT NULL CHECK (event IN ('delivery', 'payment', 'test')),
  -- What the message is about (the collection of a delivery SMS).
  related_id uuid,
  -- 2547XXXXXXXX / 2541XXXXXXXX for an SMS (an address for an e-mail later).
  recipient text NOT NULL,
  body text NOT NULL,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed')),
  failure_reason text,
  -- As the provider gives it ('KES 0.8000').
  cost text,
  provider text,
  provider_message_id text,
  idempotency_key text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  delivered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT messages_organization_id_idempotency_key_key UNIQUE (organization_id, idempotency_key)
);
-- The worker's claim: due rows only (a small partial index however long the history grows).
CREATE INDEX messages_due_idx ON messages (next_attempt_at) WHERE status IN ('queued', 'sending');
-- Farmers -> Messages: newest first per organisation.
CREATE INDEX messages_organization_id_created_at_idx ON messages (organization_id, created_at DESC);
-- Delivery reports find their message by the provider's id.
CREATE INDEX messages_provider_message_id_idx ON messages (provider_message_id) WHERE provider_message_id IS NOT NULL;
CREATE INDEX messages_farmer_id_idx ON messages (farmer_id) WHERE farmer_id IS NOT NULL;

-- The organisation's messaging settings (one row once an admin saves them; none = defaults).
CREATE TABLE messaging_settings (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  delivery_sms boolean NOT NULL DEFAULT true,
  payment_sms boolean NOT NULL DEFAULT true,
  sender_id text,
  helpline text,
  default_language text NOT NULL DEFAULT 'en' CHECK (default_language IN ('en', 'sw')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A farmer's SMS language and their opt-out of delivery SMS (payment SMS still go).
ALTER TABLE user_roles ADD COLUMN sms_language text NOT NULL DEFAULT 'en' CHECK (sms_language IN ('en', 'sw'));
ALTER TABLE user_roles ADD COLUMN delivery_sms_opt_out boolean NOT NULL DEFAULT false;

-- Farmers' phones as an SMS provider takes them: 0712 345 678, +254712345678 -> 254712345678.
UPDATE users u
   SET phone = '254' || right(regexp_replace(u.phone, '[^0-9]', '', 'g'), 9)
 WHERE u.phone IS NOT NULL
   AND regexp_replace(u.phone, '[\s-]', '', 'g') ~ '^(\+?254|0)[17][0-9]{8}$'
   AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                WHERE ur.user_id = u.id AND r.name = 'Producer');

INSERT INTO permissions (name, description, resource, action) VALUES
  ('messages:read', 'Read the messages sent to farmers', 'messages', 'read'),
  ('messages:resend', 'Send a failed message again', 'messages', 'resend'),
  ('messaging_settings:read', 'Read the notification settings', 'messaging_settings', 'read'),
  ('messaging_settings:update', 'Change the notification settings and send a test SMS', 'messaging_settings', 'update')
ON CONFLICT DO NOTHING;

-- The office clerk sees what was sent (a farmer at the counter asks); resending and settings stay with admins.
INSERT INTO built_in_role_permissions (role_name, permission) VALUES ('user', 'messages:read') ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
  FROM roles r
  JOIN permissions p ON p.organization_id IS NULL
   AND p.name IN ('messages:read', 'messages:resend', 'messaging_settings:read', 'messaging_settings:update')
 WHERE r.name = 'admin'
UNION
SELECT r.id, p.id
  FROM roles r
  JOIN permissions p ON p.organization_id IS NULL AND p.name = 'messages:read'
 WHERE r.name = 'user'
ON CONFLICT DO NOTHING;
