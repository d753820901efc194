import type { Queryable } from '../db/database';
import type { CredentialStore } from '../credentials/credential-store';
import { providerBaseUrl } from '../credentials/provider-accounts';
import type { Env } from './config';
import { AfricasTalkingSms } from './providers/africastalking';
import type { SmsProvider } from './providers/sms-provider';

/** Who carries an organisation's SMS now, or why nobody can. */
export type SmsRoute = { provider: SmsProvider } | { unavailable: string };

/**
 * Picks each organisation's SMS provider (issue 32): its own Africa's Talking account when an
 * admin stored one in Settings, else the deployment's (AFRICASTALKING_* or the simulator).
 * A client is made once per edition of a stored account and kept until the account changes.
 */
export class SmsAccounts {
  private readonly clients = new Map<string, { version: string; provider: SmsProvider }>();

  constructor(
    private readonly credentials: CredentialStore | null,
    /** The deployment's provider; null when SMS is not configured and the simulator is off. */
    readonly deployment: SmsProvider | null,
    private readonly env: Env,
  ) {}

  /** Whether an SMS for this organisation could go now: checked before a row is queued. */
  async available(db: Queryable, organizationId: string): Promise<boolean> {
    if (this.deployment) return true;
    return (await this.credentials?.has(db, organizationId, 'africastalking')) ?? false;
  }

  /** Whether any organisation could send SMS through this process (its worker runs). */
  get possible(): boolean {
    return this.deployment !== null || Boolean(this.credentials?.enabled);
  }

  async forOrganisations(organizationIds: string[]): Promise<Map<string, SmsRoute>> {
    const own = (await this.credentials?.open(organizationIds, 'africastalking')) ?? new Map();
    const routes = new Map<string, SmsRoute>();
    for (const org of organizationIds) {
      const stored = own.get(org);
      if (!stored) {
        routes.set(
          org,
          this.deployment ? { provider: this.deployment } : { unavailable: 'SMS is not configured on this server' },
        );
      } else if ('unreadable' in stored) {
        routes.set(org, { unavailable: stored.unreadable });
      } else {
        let client = this.clients.get(org);
        if (!client || client.version !== stored.version) {
          const { username, api_key, environment } = stored.account;
          client = {
            version: stored.version,
            provider: new AfricasTalkingSms({
              username: username.trim(),
              apiKey: api_key.trim(),
              baseUrl: providerBaseUrl('africastalking', environment, this.env),
            }),
          };
          this.clients.set(org, client);
        }
        routes.set(org, { provider: client.provider });
      }
    }
    return routes;
  }
}
