import type { CredentialStore } from '../../credentials/credential-store';
import { providerBaseUrl } from '../../credentials/provider-accounts';
import type { Queryable } from '../../db/database';
import { isProduction } from '../../config/run-mode';
import { DarajaClient } from './daraja-client';
import type { MpesaSetup } from './mpesa-setup';
import { darajaSender, type PayoutSender } from './payout-sender';

/** How an organisation's payouts go: its own Daraja account, the deployment's (or simulator), or not at all. */
export type PayoutRoute =
  { kind: 'own'; sender: PayoutSender } | { kind: 'deployment' } | { kind: 'unavailable'; reason: string };

/** What Settings and the payment screens are told of an organisation's M-Pesa. */
export interface MpesaStatusOf {
  mode: 'daraja' | 'simulator' | 'off';
  /** Its own stored account pays, not the deployment's. */
  own: boolean;
  reason: string | null;
  /** Why Safaricom's refusal of the initiator paused the organisation's payouts, until someone resumes them. */
  paused: string | null;
}

/**
 * Picks each organisation's M-Pesa account (issue 32): its own Daraja account when an admin
 * stored one in Settings, else the deployment's (MPESA_* or the simulator). A Daraja client
 * (with its cached OAuth token) is made once per edition of a stored account.
 */
export class MpesaAccounts {
  private readonly clients = new Map<string, { version: string; sender: PayoutSender }>();

  constructor(
    private readonly credentials: CredentialStore,
    private readonly deployment: MpesaSetup,
    /** Where Safaricom posts results for an organisation's own account: `${MAZIWA_PUBLIC_URL}/api`. */
    private readonly callbackBase: string | null,
    private readonly env: Record<string, string | undefined> = process.env,
  ) {}

  /** Whether any organisation could pay through this process (its payout worker runs). */
  get possible(): boolean {
    return this.deployment.mode !== 'off' || this.credentials.enabled;
  }

  /** `ownKnown`: whether it has its own account, when the caller has read that already. */
  async statusOf(db: Queryable, organizationId: string, ownKnown?: boolean): Promise<MpesaStatusOf> {
    const { rows } = await db.query<{ paused: string | null }>(
      'SELECT mpesa_paused_reason AS paused FROM organizations WHERE id = $1',
      [organizationId],
    );
    const paused = rows[0]?.paused ?? null;
    if (ownKnown ?? (await this.credentials.has(db, organizationId, 'mpesa'))) {
      const missing = this.missingCallback();
      return { mode: missing ? 'off' : 'daraja', own: true, reason: missing, paused };
    }
    const { deployment } = this;
    return { mode: deployment.mode, own: false, reason: deployment.mode === 'off' ? deployment.reason : null, paused };
  }

  async routesFor(organizationIds: string[]): Promise<Map<string, PayoutRoute>> {
    const own = await this.credentials.open(organizationIds, 'mpesa');
    const routes = new Map<string, PayoutRoute>();
    for (const org of organizationIds) {
      const stored = own.get(org);
      if (!stored) {
        routes.set(
          org,
          this.deployment.mode === 'off'
            ? { kind: 'unavailable', reason: this.deployment.reason }
            : { kind: 'deployment' },
        );
        continue;
      }
      if ('unreadable' in stored) {
        routes.set(org, { kind: 'unavailable', reason: stored.unreadable });
        continue;
      }
      const missing = this.missingCallback();
      if (missing || !this.callbackBase) {
        routes.set(org, { kind: 'unavailable', reason: missing ?? 'MAZIWA_PUBLIC_URL is not set' });
        continue;
      }
      let client = this.clients.get(org);
      if (client?.version !== stored.version) {
        const account = stored.account;
        const daraja = new DarajaClient({
          baseUrl: providerBaseUrl('mpesa', account.environment, this.env),
          consumerKey: account.consumer_key.trim(),
          consumerSecret: account.consumer_secret.trim(),
          shortcode: account.shortcode,
          initiatorName: account.initiator_name.trim(),
          initiatorPassword: account.initiator_password,
          certificatePem: account.certificate_pem,
          commandId: account.command_id ?? 'BusinessPayment',
        });
        client = { version: stored.version, sender: darajaSender(daraja, this.callbackBase) };
        this.clients.set(org, client);
      }
      routes.set(org, { kind: 'own', sender: client.sender });
    }
    return routes;
  }

  /** Safaricom posts results only to HTTPS: without a public URL an own account cannot pay. */
  private missingCallback(): string | null {
    if (!this.callbackBase) return 'M-Pesa payouts are not configured: MAZIWA_PUBLIC_URL is not set';
    const loopback = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(this.callbackBase);
    if (isProduction() && !this.callbackBase.startsWith('https://') && !loopback) {
      return 'M-Pesa payouts are not configured: MAZIWA_PUBLIC_URL must be https://';
    }
    return null;
  }
}

declare module '../../plugins/services' {
  interface ApiServices {
    /** Each organisation's M-Pesa: its own stored Daraja account, else the deployment's (mpesa-accounts.ts). */
    mpesaAccounts: MpesaAccounts;
  }
}
