import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import type { SecretBox } from './secret-box';
import { summaryOf, type AccountOf, type AccountSummary, type Provider } from './provider-accounts';

/** A stored account as its users get it: opened, with the version that names this edition of it. */
export type OpenedAccount<P extends Provider> =
  | { version: string; account: AccountOf<P> }
  /** Sealed under another MAZIWA_SECRET_KEY (or altered): it cannot be used until stored again. */
  | { version: string; unreadable: string };

/** What Settings shows of a stored account. */
export interface StoredAccountInfo {
  summary: AccountSummary;
  updated_at: string;
  updated_by: string | null;
}

const bound = (organizationId: string, provider: Provider) => `${organizationId}:${provider}`;
const UNREADABLE =
  'The stored account cannot be read with this server’s MAZIWA_SECRET_KEY (was the key changed?): store it again in Settings';

/**
 * An organisation's own provider accounts (migration 028), sealed with MAZIWA_SECRET_KEY.
 * Without that key nothing can be stored (503 says so) and stored rows cannot be used.
 */
export class CredentialStore {
  constructor(
    private readonly db: Database,
    readonly box: SecretBox | null,
  ) {}

  /** Whether accounts can be stored and used at all (MAZIWA_SECRET_KEY is set). */
  get enabled(): boolean {
    return this.box !== null;
  }

  async save<P extends Provider>(
    tx: Queryable,
    organizationId: string,
    provider: P,
    account: AccountOf<P>,
    userId: string,
  ): Promise<StoredAccountInfo> {
    const box = this.requireBox();
    const summary = summaryOf(provider, account);
    const sealed = box.seal(JSON.stringify(account), bound(organizationId, provider));
    const { rows } = await tx.query<{ updated_at: Date; updated_by: string | null }>(
      `INSERT INTO provider_credentials (organization_id, provider, sealed, summary, updated_by)
       VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (organization_id, provider) DO UPDATE
         SET sealed = EXCLUDED.sealed, summary = EXCLUDED.summary, updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING updated_at, updated_by`,
      [organizationId, provider, sealed, JSON.stringify(summary), userId],
    );
    return { summary, updated_at: new Date(rows[0].updated_at).toISOString(), updated_by: rows[0].updated_by };
  }

  /** Removes the organisation's account; answers whether there was one. */
  async remove(tx: Queryable, organizationId: string, provider: Provider): Promise<boolean> {
    const { rows } = await tx.query(
      'DELETE FROM provider_credentials WHERE organization_id = $1 AND provider = $2 RETURNING provider',
      [organizationId, provider],
    );
    return rows.length > 0;
  }

  /** What Settings shows of each stored account of the organisation (no secret is opened). */
  async info(db: Queryable, organizationId: string): Promise<Partial<Record<Provider, StoredAccountInfo>>> {
    const { rows } = await db.query<{
      provider: Provider;
      summary: AccountSummary;
      updated_at: Date;
      updated_by: string | null;
    }>(
      `SELECT c.provider, c.summary, c.updated_at,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS updated_by
         FROM provider_credentials c LEFT JOIN users u ON u.id = c.updated_by
        WHERE c.organization_id = $1`,
      [organizationId],
    );
    return Object.fromEntries(
      rows.map((row) => [
        row.provider,
        { summary: row.summary, updated_at: new Date(row.updated_at).toISOString(), updated_by: row.updated_by },
      ]),
    );
  }

  /** Whether the organisation has its own account for this provider (queueing asks before writing a row). */
  async has(db: Queryable, organizationId: string, provider: Provider): Promise<boolean> {
    if (!this.box) return false;
    const { rows } = await db.query('SELECT 1 FROM provider_credentials WHERE organization_id = $1 AND provider = $2', [
      organizationId,
      provider,
    ]);
    return rows.length > 0;
  }

  /**
   * The opened accounts of these organisations for one provider, by organisation (those
   * without one are absent). One primary-key lookup for a worker's whole batch.
   */
  async open<P extends Provider>(organizationIds: string[], provider: P): Promise<Map<string, OpenedAccount<P>>> {
    const found = new Map<string, OpenedAccount<P>>();
    if (!this.box || organizationIds.length === 0) return found;
    const { rows } = await this.db.query<{ organization_id: string; sealed: string; updated_at: Date }>(
      `SELECT organization_id, sealed, updated_at FROM provider_credentials
        WHERE organization_id = ANY($1::uuid[]) AND provider = $2`,
      [organizationIds, provider],
    );
    for (const row of rows) {
      const version = new Date(row.updated_at).toISOString();
      const plain = this.box.open(row.sealed, bound(row.organization_id, provider));
      found.set(
        row.organization_id,
        plain === null ? { version, unreadable: UNREADABLE } : { version, account: JSON.parse(plain) as AccountOf<P> },
      );
    }
    return found;
  }

  private requireBox(): SecretBox {
    if (this.box) return this.box;
    throw new HttpError(
      503,
      "This server cannot store an organisation's own accounts: MAZIWA_SECRET_KEY is not set (32 bytes as 64 hex characters)",
    );
  }
}

declare module '../plugins/services' {
  interface ApiServices {
    /** Organisations' own Africa's Talking and Daraja accounts, sealed (src/credentials). */
    credentials: CredentialStore;
  }
}
