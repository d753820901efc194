import { Type, type TSchema } from '@sinclair/typebox';
import { notFound } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { recordWrite } from '../resources/record';
import { targetOrganisation } from '../resources/scope';
import { errorResponses, Nullable, StringEnum, Uuid } from '../schemas/common';
import type { StoredAccountInfo } from './credential-store';
import {
  AccountSummary,
  AfricasTalkingAccount,
  assertUsableCertificate,
  DarajaAccount,
  PROVIDERS,
  type AccountOf,
  type Provider,
} from './provider-accounts';

const TAG = 'Messaging';

const OrgQuery = Type.Object(
  { org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })) },
  { additionalProperties: false },
);

const StoredAccount = Type.Object(
  {
    provider: StringEnum(PROVIDERS),
    summary: AccountSummary,
    updated_at: Type.String({ format: 'date-time' }),
    updated_by: Nullable(Type.String(), { description: 'Who stored it, by name.' }),
  },
  { title: 'StoredProviderAccount' },
);

const LABEL: Record<Provider, string> = { africastalking: "Africa's Talking", mpesa: 'M-Pesa (Daraja)' };

/** The audit trail's view of an account: who it is and when it changed, never a secret. */
const audited = (organizationId: string, provider: Provider, info: StoredAccountInfo | undefined) =>
  info && {
    id: organizationId,
    organization_id: organizationId,
    provider,
    ...info.summary,
    stored_at: info.updated_at,
  };

/**
 * PUT and DELETE /provider-credentials/{provider}: an admin stores the organisation's own
 * Africa's Talking or Daraja account (issue 32), sealed with MAZIWA_SECRET_KEY; GET
 * /messaging/settings shows what is stored (never a secret). From the next message or payout
 * on, the organisation's SMS and M-Pesa payouts go through it instead of the deployment's.
 */
export async function credentialRoutes(app: ApiInstance): Promise<void> {
  const { db, credentials } = app.maziwa;

  function put<P extends Provider>(
    provider: P,
    body: TSchema,
    operationId: string,
    check?: (account: AccountOf<P>) => void,
  ) {
    app.put(
      `/provider-credentials/${provider}`,
      {
        config: { permission: 'provider_credentials:update' },
        schema: {
          tags: [TAG],
          operationId,
          summary: `Store the organisation's own ${LABEL[provider]} account`,
          description:
            'Replaces any stored account of this provider. The secrets are sealed (AES-256-GCM with the server’s ' +
            'MAZIWA_SECRET_KEY) and never answered; the answer is what Settings shows. 503 when the server has no ' +
            'MAZIWA_SECRET_KEY.',
          querystring: OrgQuery,
          body,
          response: { 200: StoredAccount, ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const org = targetOrganisation(caller, (request.query as { org_id?: string }).org_id);
        const account = request.body as AccountOf<P>;
        check?.(account);
        const info = await db.transaction(async (tx) => {
          const before = (await credentials.info(tx, org))[provider];
          const after = await credentials.save(tx, org, provider, account, caller.userId);
          await recordWrite(
            tx,
            caller,
            'provider-credentials',
            audited(org, provider, before),
            audited(org, provider, after),
          );
          return after;
        });
        return { provider, ...info };
      },
    );
  }

  put('africastalking', AfricasTalkingAccount, 'storeAfricasTalkingAccount');
  put('mpesa', DarajaAccount, 'storeDarajaAccount', (account) => assertUsableCertificate(account.certificate_pem));

  app.delete(
    '/provider-credentials/:provider',
    {
      config: { permission: 'provider_credentials:update' },
      schema: {
        tags: [TAG],
        operationId: 'removeProviderAccount',
        summary: "Remove the organisation's own account of a provider",
        description:
          "From then on the deployment's account (or none) serves the organisation. 404 when none is stored.",
        params: Type.Object({ provider: StringEnum(PROVIDERS) }, { additionalProperties: false }),
        querystring: OrgQuery,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const org = targetOrganisation(caller, request.query.org_id);
      const { provider } = request.params;
      await db.transaction(async (tx) => {
        const before = (await credentials.info(tx, org))[provider];
        if (!before || !(await credentials.remove(tx, org, provider)))
          throw notFound(`No ${LABEL[provider]} account is stored`);
        await recordWrite(tx, caller, 'provider-credentials', audited(org, provider, before), undefined);
      });
      return reply.code(204).send(null);
    },
  );
}
