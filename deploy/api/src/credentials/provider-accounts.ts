import { X509Certificate, createPublicKey } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { HttpError } from '../http/errors';
import { StringEnum } from '../schemas/common';

/**
 * The two provider accounts an organisation may bring (issue 32): what an admin types in
 * Settings -> Notifications and payouts, what of it may be shown again (never a secret), and
 * where each environment's API is. Messaging and payments turn these into their clients.
 */
export const PROVIDERS = ['africastalking', 'mpesa'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const ENVIRONMENTS = ['production', 'sandbox'] as const;
export type ProviderEnvironment = (typeof ENVIRONMENTS)[number];

const Environment = StringEnum(ENVIRONMENTS, {
  description: "production (real messages and money) or sandbox (the provider's test system).",
});
const text = (description: string, maxLength = 200) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const AfricasTalkingAccount = Type.Object(
  {
    username: text("The Africa's Talking app's username ('sandbox' for the sandbox).", 100),
    api_key: text("The app's API key. Stored sealed; never shown again.", 200),
    environment: Environment,
  },
  { additionalProperties: false, title: 'AfricasTalkingAccount' },
);
export type AfricasTalkingAccount = Static<typeof AfricasTalkingAccount>;

export const DarajaAccount = Type.Object(
  {
    consumer_key: text("The Daraja app's consumer key.", 200),
    consumer_secret: text("The Daraja app's consumer secret. Stored sealed; never shown again.", 200),
    shortcode: Type.String({ pattern: '^[0-9]{5,7}$', description: 'The B2C shortcode that pays (PartyA).' }),
    initiator_name: text('The API operator (initiator) created on the M-Pesa portal.', 100),
    initiator_password: text("The initiator's password. Stored sealed; never shown again.", 200),
    certificate_pem: Type.String({
      minLength: 100,
      maxLength: 20_000,
      description: "Safaricom's public certificate (PEM) for this environment; it encrypts the initiator password.",
    }),
    command_id: Type.Optional(
      StringEnum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment'] as const, {
        description: 'Default BusinessPayment (registered M-Pesa users only).',
      }),
    ),
    environment: Environment,
  },
  { additionalProperties: false, title: 'DarajaAccount' },
);
export type DarajaAccount = Static<typeof DarajaAccount>;

export type AccountOf<P extends Provider> = P extends 'africastalking' ? AfricasTalkingAccount : DarajaAccount;

/** What Settings shows of a stored account: who it is, never a secret. */
export const AccountSummary = Type.Object(
  {
    environment: Environment,
    username: Type.Optional(Type.String({ description: "Africa's Talking: the app's username." })),
    shortcode: Type.Optional(Type.String({ description: 'M-Pesa: the paying shortcode.' })),
    initiator_name: Type.Optional(Type.String()),
    certificate_expires: Type.Optional(
      Type.String({ format: 'date-time', description: "M-Pesa: when Safaricom's certificate expires." }),
    ),
  },
  { title: 'ProviderAccountSummary' },
);
export type AccountSummary = Static<typeof AccountSummary>;

export function summaryOf<P extends Provider>(provider: P, account: AccountOf<P>): AccountSummary {
  if (provider === 'africastalking') {
    const at = account as AfricasTalkingAccount;
    return { environment: at.environment, username: at.username.trim() };
  }
  const daraja = account as DarajaAccount;
  const expires = certificateExpiry(daraja.certificate_pem);
  return {
    environment: daraja.environment,
    shortcode: daraja.shortcode,
    initiator_name: daraja.initiator_name.trim(),
    ...(expires ? { certificate_expires: expires } : {}),
  };
}

/**
 * The certificate must hold an RSA public key (Daraja encrypts the initiator password with it):
 * anything else is a 400 naming certificate_pem now, not a failed payout later.
 */
export function assertUsableCertificate(pem: string): void {
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType === 'rsa') return;
  } catch {
    // Read below as the field error.
  }
  const message = "certificate_pem must be Safaricom's PEM certificate (or RSA public key) for this environment";
  throw new HttpError(400, message, { certificate_pem: 'is not a PEM certificate with an RSA key' });
}

function certificateExpiry(pem: string): string | null {
  try {
    return new Date(new X509Certificate(pem).validTo).toISOString();
  } catch {
    return null; // A bare public key has no expiry.
  }
}

/**
 * Where each environment's API is. The defaults are the providers' documented hosts; a
 * deployment (or a test rig with fakes on 127.0.0.1) may point them elsewhere with the same
 * variables as its own accounts, so an admin never types a URL the server would then call.
 */
export function providerBaseUrl(
  provider: Provider,
  environment: ProviderEnvironment,
  env: Record<string, string | undefined> = process.env,
): string {
  const [name, fallback] =
    provider === 'africastalking'
      ? environment === 'production'
        ? ['AFRICASTALKING_BASE_URL', 'https://api.africastalking.com']
        : ['AFRICASTALKING_SANDBOX_URL', 'https://api.sandbox.africastalking.com']
      : environment === 'production'
        ? ['MPESA_BASE_URL', 'https://api.safaricom.co.ke']
        : ['MPESA_SANDBOX_URL', 'https://sandbox.safaricom.co.ke'];
  return (env[name]?.trim() || fallback).replace(/\/+$/, '');
}
