import type { Queryable } from '../db/database';
import { normaliseKenyanPhone } from '../domain/kenyan-phone';
import type { MessagingRuntime } from './messaging-runtime';
import { toGsm7 } from './gsm7';
import { queueMessage } from './outbox';

interface Admin {
  user_id: string;
  first_name: string;
  email: string;
  phone: string | null;
  coop: string;
}

/**
 * Tells the organisation's admins that M-Pesa refused its initiator and its payouts are paused
 * (result codes 2001, 8006, 21): an e-mail to each, and an SMS to each with a Kenyan mobile
 * number, queued in the transaction that paused the payouts. `occurrence` (the payout whose
 * Result paused them) keys the messages, so a replayed Result tells nobody twice.
 */
export async function queueMpesaPausedAlert(
  tx: Queryable,
  messaging: MessagingRuntime | undefined,
  organizationId: string,
  reason: string,
  occurrence: string,
): Promise<boolean> {
  if (!messaging || (!messaging.smsAccounts.possible && !messaging.email)) return false;
  const sms = messaging.smsAccounts.possible && (await messaging.smsAccounts.available(tx, organizationId));
  const { rows } = await tx.query<Admin>(
    `SELECT DISTINCT u.id AS user_id, u.first_name, u.email, u.phone, o.name AS coop
       FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id AND r.name = 'admin'
       JOIN users u ON u.id = ur.user_id AND u.is_active
       JOIN organizations o ON o.id = ur.organization_id
      WHERE ur.organization_id = $1`,
    [organizationId],
  );
  const what =
    `M-Pesa refused the organisation's initiator (${reason}). M-Pesa payouts are paused: fix the M-Pesa ` +
    'credentials, then resume them under Settings -> Notifications and payouts.';
  let queued = false;
  for (const admin of rows) {
    const common = {
      organizationId,
      farmerId: null,
      event: 'alert' as const,
      relatedId: null,
      language: 'en' as const,
    };
    const phone = admin.phone ? normaliseKenyanPhone(admin.phone) : null;
    if (sms && phone) {
      const body = toGsm7(`MAZIWA: M-Pesa payouts of ${admin.coop} are paused: ${reason}. Resume in Settings.`).slice(
        0,
        160,
      );
      queued ||=
        (await queueMessage(tx, {
          ...common,
          recipient: phone,
          body,
          idempotencyKey: `mpesa-paused:${occurrence}:${admin.user_id}:sms`,
        })) !== null;
    }
    if (messaging.email) {
      queued ||=
        (await queueMessage(tx, {
          ...common,
          channel: 'email',
          recipient: admin.email,
          subject: `${admin.coop}: M-Pesa payouts are paused`,
          body: `Dear ${admin.first_name},\n\n${what}\n\nMaziwa`,
          idempotencyKey: `mpesa-paused:${occurrence}:${admin.user_id}:email`,
        })) !== null;
    }
  }
  return queued;
}
