import type { Queryable } from '../db/database';
import type { MessagingRuntime } from './messaging-runtime';
import { queueMessage } from './outbox';
import { normaliseKenyanPhone } from '../domain/kenyan-phone';
import { deliverySms, referenceOf, type SmsLanguage } from './templates';

interface DeliveryRow {
  organization_id: string;
  producer_id: string;
  litres: number;
  shift: 'morning' | 'evening';
  status: 'accepted' | 'rejected';
  day: string;
  reason: string | null;
  month_litres: number;
  coop: string;
  first_name: string;
  last_name: string;
  member_id: string | null;
  phone: string | null;
  sms_language: SmsLanguage;
  opted_out: boolean;
  delivery_sms: boolean | null;
  helpline: string | null;
}

/**
 * Queues the delivery SMS of a collection just recorded, in the recording's own transaction
 * (issue 32): a rolled-back delivery sends nothing, a replayed one queues nothing more
 * (idempotency key `collection:<id>:sms`). Nothing is queued when SMS has no provider, the
 * organisation switched delivery SMS off, the farmer opted out, or has no Kenyan mobile number.
 * Answers whether a message was queued (the caller wakes the worker after its commit).
 */
export async function queueDeliverySms(
  tx: Queryable,
  messaging: MessagingRuntime | undefined,
  collectionId: string,
  timeZone: string,
): Promise<boolean> {
  if (!messaging?.smsAccounts.possible) return false;
  const { rows } = await tx.query<DeliveryRow>(
    `WITH c AS (
       SELECT c.*, coalesce(o.time_zone, $2) AS tz, o.name AS coop
         FROM collections c JOIN organizations o ON o.id = c.organization_id WHERE c.id = $1)
     SELECT c.organization_id, c.producer_id, c.quantity_litres::float8 AS litres, c.shift, c.status, c.coop,
            to_char(c.collected_at AT TIME ZONE c.tz, 'DD/MM') AS day,
            (SELECT r.reason FROM rejections r WHERE r.collection_id = c.id ORDER BY r.rejected_at DESC LIMIT 1) AS reason,
            (SELECT coalesce(sum(m.quantity_litres), 0)::float8 FROM collections m
              WHERE m.producer_id = c.producer_id AND m.status = 'accepted' AND m.collected_at <= c.collected_at
                AND m.collected_at >= date_trunc('month', c.collected_at AT TIME ZONE c.tz) AT TIME ZONE c.tz) AS month_litres,
            u.first_name, u.last_name, ur.member_id, u.phone, ur.sms_language,
            ur.delivery_sms_opt_out AS opted_out, s.delivery_sms, s.helpline
       FROM c
       JOIN user_roles ur ON ur.id = c.producer_id
       JOIN users u ON u.id = ur.user_id
       LEFT JOIN messaging_settings s ON s.organization_id = c.organization_id`,
    [collectionId, timeZone],
  );
  const row = rows[0];
  if (!row || row.opted_out || row.delivery_sms === false) return false;
  if (!(await messaging.smsAccounts.available(tx, row.organization_id))) return false;
  const recipient = row.phone ? normaliseKenyanPhone(row.phone) : null;
  if (!recipient) return false;
  const body = deliverySms(
    {
      coop: row.coop,
      firstName: row.first_name,
      lastName: row.last_name,
      memberNumber: row.member_id,
      litres: Number(row.litres),
      shift: row.shift,
      day: row.day,
      status: row.status,
      reason: row.reason,
      monthLitres: Number(row.month_litres),
      reference: referenceOf(collectionId),
      helpline: row.helpline,
    },
    row.sms_language,
  );
  const id = await queueMessage(tx, {
    organizationId: row.organization_id,
    farmerId: row.producer_id,
    event: 'delivery',
    relatedId: collectionId,
    recipient,
    body,
    language: row.sms_language,
    idempotencyKey: `collection:${collectionId}:sms`,
  });
  return id !== null;
}
