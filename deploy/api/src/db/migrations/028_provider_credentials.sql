-- An organisation's own provider accounts (issue 32): its Africa's Talking account for SMS and
-- its Safaricom Daraja (B2C) account for M-Pesa payouts, stored by an admin in Settings. Without
-- one, the deployment's accounts (environment variables) serve the organisation.
--
-- `sealed` holds the secrets (API key, consumer secret, initiator password, certificate) as
-- AES-256-GCM under MAZIWA_SECRET_KEY (src/credentials/secret-box.ts), bound to this row's
-- organisation and provider; `summary` holds what may be shown (username, shortcode, sandbox or
-- production). One row per organisation and provider: its primary key is the only lookup.
CREATE TABLE provider_credentials (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('africastalking', 'mpesa')),
  sealed text NOT NULL,
  summary jsonb NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, provider)
);

INSERT INTO permissions (name, description, resource, action) VALUES
  ('provider_credentials:update', 'Store or remove the organisation''s own SMS and M-Pesa accounts', 'provider_credentials', 'update')
ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
  FROM roles r
  JOIN permissions p ON p.organization_id IS NULL AND p.name = 'provider_credentials:update'
 WHERE r.name = 'admin'
ON CONFLICT DO NOTHING;
