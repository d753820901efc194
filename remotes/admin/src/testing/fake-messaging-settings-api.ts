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
      },
      {
        kind: 'mpesa',
        name: 'M-Pesa',
        label: 'Not configured',
        configured: false,
        simulator: false,
        reason: 'M-Pesa payouts are not configured: MPESA_CONSUMER_KEY not set',
        paused_reason: null,
      },
    ],
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
