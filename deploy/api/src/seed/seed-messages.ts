import type { Queryable } from '../db/database';
import { queueDeliverySms } from '../messaging/delivery-sms';
import type { MessagingRuntime } from '../messaging/messaging-runtime';
import type { SmsProvider } from '../messaging/providers/sms-provider';
import { SmsAccounts } from '../messaging/sms-accounts';

// Only `smsAccounts` is asked when queueing: a provider is there (the demo runs on the simulator).
const SIMULATED: SmsProvider = {
  id: 'simulator',
  label: 'Simulator',
  send: async () => ({ kind: 'retry', reason: '' }),
};
const QUEUEING = { smsAccounts: new SmsAccounts(null, SIMULATED, {}) };

/**
 * The delivery SMS of the demo's last day of milk (issue 32), as the simulator would have sent
 * them: delivered a few seconds after each delivery, at KES 0.80; one in 40 failed (the phone
 * was off) so Farmers -> Messages shows a failure to resend.
 */
export async function seedMessages(tx: Queryable, orgId: string, timeZone: string, limit = 150): Promise<number> {
  // About a third of the demo farmers read their SMS in Kiswahili.
  await tx.query(
    `UPDATE user_roles SET sms_language = 'sw'
      WHERE organization_id = $1 AND member_id ~ '[147]$'
        AND role_id = (SELECT id FROM roles WHERE organization_id = $1 AND name = 'Producer')`,
    [orgId],
  );
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM collections
      WHERE organization_id = $1 AND collected_at >= (SELECT max(collected_at) FROM collections WHERE organization_id = $1) - interval '1 day'
      ORDER BY collected_at DESC, id LIMIT $2`,
    [orgId, limit],
  );
  for (const { id } of rows) await queueDeliverySms(tx, QUEUEING as unknown as MessagingRuntime, id, timeZone);
  await tx.query(
    `UPDATE messages m
        SET created_at = c.collected_at + interval '4 seconds', updated_at = c.collected_at + interval '9 seconds',
            sent_at = c.collected_at + interval '5 seconds', next_attempt_at = c.collected_at + interval '4 seconds',
            attempts = 1, provider = 'simulator', provider_message_id = 'ATXid_demo_' || replace(m.id::text, '-', ''),
            cost = 'KES 0.8000',
            status = CASE WHEN row_number % 40 = 7 THEN 'failed' ELSE 'delivered' END,
            failure_reason = CASE WHEN row_number % 40 = 7 THEN 'AbsentSubscriber' END,
            delivered_at = CASE WHEN row_number % 40 = 7 THEN NULL ELSE c.collected_at + interval '9 seconds' END
       FROM (SELECT id, collected_at, row_number() OVER (ORDER BY collected_at, id) AS row_number
               FROM collections WHERE organization_id = $1) c
      WHERE m.organization_id = $1 AND m.related_id = c.id`,
    [orgId],
  );
  return rows.length;
}
