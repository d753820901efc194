import { request, useOrgId } from '@maziwa/api-client';
import { showToast } from '@maziwa/ui';
import type { BodyOf, Id, ResponseOf } from '@maziwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The organisation's notification settings and which providers are configured (never a secret). */
export type MessagingSettings = ResponseOf<'/messaging/settings', 'get'>;
export type MessagingSettingsUpdate = BodyOf<'/messaging/settings', 'put'>;
export type TestSms = BodyOf<'/messaging/test-sms', 'post'>;

// Writes name the organisation in the address, as reads do (its settings are one record).
const scoped = (path: string, orgId: Id) => `${path}?org_id=${encodeURIComponent(orgId)}`;

export const messagingSettingsKeys = {
  settings: (orgId: Id | null) => ['messaging-settings', orgId] as const,
};

/** GET /messaging/settings of the organisation. */
export function getMessagingSettings(orgId: Id): Promise<MessagingSettings> {
  return request.get<MessagingSettings>('messaging/settings', { org_id: orgId });
}

/** @example const settings = useMessagingSettings(useOrgId()); */
export function useMessagingSettings(orgId: Id | null) {
  return useQuery({
    queryKey: messagingSettingsKeys.settings(orgId),
    queryFn: () => getMessagingSettings(orgId!),
    enabled: orgId !== null,
  });
}

/**
 * PUT /messaging/settings: switches, sender ID, helpline, default language. A switch that
 * cannot be on (its provider is not configured) is refused at its field.
 *
 * @example await useSaveMessagingSettings(orgId).mutateAsync(body);
 */
export function useSaveMessagingSettings(orgId: Id | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagingSettingsUpdate) =>
      request.put<MessagingSettings>(scoped('messaging/settings', orgId!), body),
    onSuccess: (saved) => queryClient.setQueryData(messagingSettingsKeys.settings(orgId), saved),
  });
}

/** POST /messaging/test-sms {phone}: one SMS to that number through the configured provider. */
export function sendTestSms(orgId: Id, body: TestSms): Promise<unknown> {
  return request.post(scoped('messaging/test-sms', orgId), body);
}

/**
 * POST /payments/mpesa/resume: the organisation's M-Pesa payouts paused by Safaricom's refusal
 * go out again; the settings are read again to show it.
 */
export function useResumeMpesa() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request.post(scoped('payments/mpesa/resume', orgId!), {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagingSettingsKeys.settings(orgId) });
      showToast({ message: 'M-Pesa payouts resumed: the waiting payouts are being sent' });
    },
  });
}

/** An organisation's own Africa's Talking or Daraja account, as typed (the secrets go once, sealed). */
export type AfricasTalkingAccount = BodyOf<'/provider-credentials/africastalking', 'put'>;
export type DarajaAccount = BodyOf<'/provider-credentials/mpesa', 'put'>;
export type OwnAccountProvider = 'africastalking' | 'mpesa';

/**
 * PUT /provider-credentials/{provider}: stores the organisation's own account, which then
 * serves its SMS or M-Pesa payouts instead of the deployment's; the settings are read again.
 */
export function useStoreOwnAccount<P extends OwnAccountProvider>(provider: P) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: P extends 'mpesa' ? DarajaAccount : AfricasTalkingAccount) =>
      request.put(scoped(`provider-credentials/${provider}`, orgId!), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingSettingsKeys.settings(orgId) }),
  });
}

/** DELETE /provider-credentials/{provider}: the deployment's account (or none) serves again. */
export function useRemoveOwnAccount(provider: OwnAccountProvider) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request.delete(scoped(`provider-credentials/${provider}`, orgId!)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingSettingsKeys.settings(orgId) }),
  });
}
