import type { Database } from '../db/database';
import type { ClaimedMessage } from './outbox';
import type { EmailAttachment } from './providers/email-provider';

export type AttachmentName = NonNullable<ClaimedMessage['attachment']>;

/** What related_id is for each attachment, in the reasons people read. */
const RELATED: Record<AttachmentName, string> = { payslip: 'payment' };

/**
 * How each named attachment is made from a message's related record, in the message's own
 * organisation (null: there is no such record there). Supplied by the app (api-plugin.ts):
 * messaging sits below payments in the Layout, so it names the payslip and payments draws it.
 */
export type AttachmentDrawers = Record<
  AttachmentName,
  (db: Database, relatedId: string, organizationId: string) => Promise<EmailAttachment | null>
>;

/**
 * The attachments of a claimed e-mail, drawn at send time: the outbox names an attachment
 * and never stores the file, so the payslip is the payment's as it stands when the e-mail
 * leaves (a payout recorded since queueing is on it). Answers why not when the attachment
 * cannot be had; waiting does not change that, so the caller fails the message.
 */
export async function attachmentsOf(
  db: Database,
  message: ClaimedMessage,
  drawers: AttachmentDrawers | undefined,
): Promise<{ attachments: EmailAttachment[] } | { missing: string }> {
  const name = message.attachment;
  if (!name) return { attachments: [] };
  const draw = drawers?.[name];
  if (!draw) return { missing: `This server cannot attach a ${name}` };
  if (!message.related_id) return { missing: `The ${name} to attach names no ${RELATED[name]}` };
  const attachment = await draw(db, message.related_id, message.organization_id);
  if (!attachment) return { missing: `The ${name} of ${RELATED[name]} ${message.related_id} was not found` };
  return { attachments: [attachment] };
}
