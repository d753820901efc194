import { jsonResponse, recordingFakeApi, type RecordingFakeApi } from '@maziwa/api-client/testing';
import type { ResponseOf } from '@maziwa/contracts';

type MessagingSettings = ResponseOf<'/messaging/settings', 'get'>;

export function buildMessagingSettings(overrides: Partial<MessagingSettings> = {}): MessagingSettings {
  return {
    delivery_sms: true,
    payment_sms: true,
    sender_id: 'MAZIWA',
    helpline: '0700000000',
    default_language: 'en',
    providers: [
      {
        kind: 'sms',
        name: 'SMS',
        label: "Africa's Talking",
        configured: true,
        simulator: false,
        reason: null,
        paused_reason: null,
        own_account: null,
      },
      {
        kind: 'mpesa',
        name: 'M-Pesa',
        label: 'Not configured',
        configured: false,
        simulator: false,
        reason: 'M-Pesa payouts are not configured: MPESA_CONSUMER_KEY not set',
        paused_reason: null,
        own_account: null,
      },
    ],
    own_accounts: { can_store: true, reason: null },
    cannot_enable: {},
    ...overrides,
  } as MessagingSettings;
}

export interface FakeMessagingSettingsApi extends RecordingFakeApi {
  settings(): MessagingSettings;
}

/**
 * GET and PUT /messaging/settings, POST /messaging/test-sms and POST /payments/mpesa/resume
 * (clears M-Pesa's pause), as the API answers them: a
 * switch whose provider is not configured cannot be turned on (400 at its field), a test SMS
 * to a number that is not a Kenyan mobile one is 400 naming `phone`.
 *
 * @example const api = installFakeMessagingSettingsApi();
 */
export function installFakeMessagingSettingsApi(initial = buildMessagingSettings()): FakeMessagingSettingsApi {
  let settings = initial;
  const { api, handle } = recordingFakeApi();
  api.on({
    'GET /messaging/settings': () => settings,
    ...handle('PUT /messaging/settings', async (req) => {
      const body = (await req.json()) as Partial<MessagingSettings>;
      for (const key of ['delivery_sms', 'payment_sms'] as const) {
        const reason = settings.cannot_enable?.[key];
        if (body[key] && reason) {
          return jsonResponse(
            { statusCode: 400, error: 'Bad Request', message: `${key} ${reason}`, fields: { [key]: reason } },
            400,
          );
        }
      }
      settings = { ...settings, ...body };
      return settings;
    }),
    ...handle('POST /messaging/test-sms', async (req) => {
      const { phone } = (await req.json()) as { phone: string };
      if (!/^(?:\+?254|0)[17]\d{8}$/.test(phone.replace(/\s/g, ''))) {
        return jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'phone is not a Kenyan mobile number',
            fields: { phone: 'is not a Kenyan mobile number' },
          },
          400,
        );
      }
      return { id: 'msg-test', status: 'queued' };
    }),
    // An organisation's own accounts: stored, the provider reads as its own; a certificate
    // without "BEGIN" is refused at certificate_pem, as the API refuses one without an RSA key.
    ...handle('PUT /provider-credentials/africastalking', async (req) => {
      const body = (await req.json()) as { username: string; environment: 'production' | 'sandbox' };
      const own_account = { ...body, updated_at: '2026-11-29T07:10:00.000Z', updated_by: 'Amina Admin' };
      delete (own_account as Record<string, unknown>).api_key;
      settings = {
        ...settings,
        providers: settings.providers.map((p) =>
          p.kind === 'sms' ? { ...p, label: "Africa's Talking (your account)", configured: true, own_account } : p,
        ),
      };
      return {
        provider: 'africastalking',
        summary: body,
        updated_at: own_account.updated_at,
        updated_by: 'Amina Admin',
      };
    }),
    ...handle('PUT /provider-credentials/mpesa', async (req) => {
      const body = (await req.json()) as { shortcode: string; initiator_name: string; certificate_pem: string };
      if (!body.certificate_pem.includes('PUBLIC KEY')) {
        return jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: "certificate_pem must be Safaricom's PEM certificate",
            fields: { certificate_pem: 'is not a PEM certificate with an RSA key' },
          },
          400,
        );
      }
      return { provider: 'mpesa' };
    }),
    ...handle('DELETE /provider-credentials/africastalking', () => {
      settings = {
        ...settings,
        providers: settings.providers.map((p) =>
          p.kind === 'sms' ? { ...p, label: "Africa's Talking", own_account: null } : p,
        ),
      };
      return new Response(null, { status: 204 });
    }),
    ...handle('POST /payments/mpesa/resume', () => {
      settings = {
        ...settings,
        providers: settings.providers.map((p) => (p.kind === 'mpesa' ? { ...p, paused_reason: null } : p)),
      };
      return { organization_id: 'org', mode: 'daraja', not_configured_reason: null, paused_reason: null };
    }),
  });
  return Object.assign(api, { settings: () => settings });
}
