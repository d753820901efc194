import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum, Uuid } from '../schemas/common';
import { AccountSummary } from '../credentials/provider-accounts';
import { MESSAGE_EVENTS, MESSAGE_STATUSES } from './outbox';
import { SMS_LANGUAGES } from './templates';

export const SmsLanguageSchema = StringEnum(SMS_LANGUAGES, { description: 'en (English) or sw (Kiswahili).' });

export const Message = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    farmer_id: Nullable(Uuid(), { description: "The farmer's Producer link (null: a test SMS)." }),
    farmer_name: Nullable(Type.String(), { description: "The farmer's name, for display." }),
    member_number: Nullable(Type.String(), { description: "The farmer's member number." }),
    channel: StringEnum(['sms', 'email'] as const),
    event: StringEnum(MESSAGE_EVENTS, {
      description: 'delivery (a recorded delivery), payment, test (from Settings).',
    }),
    related_id: Nullable(Uuid(), { description: 'What it tells about: the delivery (collection) of a delivery SMS.' }),
    recipient: Type.String({ description: '2547XXXXXXXX or 2541XXXXXXXX for an SMS.' }),
    body: Type.String(),
    language: SmsLanguageSchema,
    status: StringEnum(MESSAGE_STATUSES, {
      description:
        'queued (waiting, or waiting to be tried again), sending, sent (the provider accepted it), delivered (the ' +
        'phone got it), failed (failure_reason says why; Resend queues it again).',
    }),
    failure_reason: Nullable(Type.String(), {
      description: 'Why it failed, or (while queued again) why the last attempt did not go.',
    }),
    cost: Nullable(Type.String(), { description: "As the provider gives it, e.g. 'KES 0.8000'." }),
    provider: Nullable(Type.String(), { description: 'Who carried it: africastalking, smtp or simulator.' }),
    provider_message_id: Nullable(Type.String()),
    attempts: Type.Integer({ description: 'Attempts made to send it.' }),
    next_attempt_at: Type.String({ format: 'date-time', description: 'When a queued message is (next) tried.' }),
    created_at: Type.String({ format: 'date-time' }),
    sent_at: Nullable(Type.String({ format: 'date-time' })),
    delivered_at: Nullable(Type.String({ format: 'date-time' })),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Message' },
);

export const ProviderStatus = Type.Object(
  {
    kind: StringEnum(['sms', 'email', 'mpesa'] as const),
    name: Type.String({ description: 'SMS, Email, M-Pesa.' }),
    label: Type.String({ description: "Who carries it: Africa's Talking, the simulator, or Not configured." }),
    configured: Type.Boolean(),
    simulator: Type.Boolean({ description: 'The built-in simulator: nothing leaves this machine.' }),
    reason: Nullable(Type.String(), { description: 'Why it is not configured.' }),
    paused_reason: Nullable(Type.String(), {
      description:
        "M-Pesa only: why Safaricom's refusal of the initiator paused this organisation's payouts (POST " +
        '/payments/mpesa/resume resumes them); null when they go out.',
    }),
    own_account: Nullable(
      Type.Composite([
        AccountSummary,
        Type.Object({
          updated_at: Type.String({ format: 'date-time' }),
          updated_by: Nullable(Type.String(), { description: 'Who stored it, by name.' }),
        }),
      ]),
      {
        description:
          "The organisation's own account of this provider (PUT /provider-credentials/...), which then serves it " +
          'instead of the deployment’s; never a secret. Null: none stored (always for Email).',
      },
    ),
  },
  { title: 'MessagingProvider' },
);

const SenderId = Type.String({
  pattern: '^[A-Za-z0-9 ]{1,11}$',
  description:
    "A registered alphanumeric sender ID (at most 11 letters, digits or spaces); null: the provider's default.",
});
const Helpline = Type.String({
  pattern: '^\\+?[0-9]{3,12}$',
  description: 'The number farmers call with a question, digits only (at most 13 characters with a leading +).',
});

export const MessagingSettings = Type.Object(
  {
    delivery_sms: Type.Boolean({
      description: 'An SMS for every recorded delivery (about KES 0.80 each). Off while SMS is not configured.',
    }),
    payment_sms: Type.Boolean({ description: 'An SMS when a payout completes. Off while SMS is not configured.' }),
    sender_id: Nullable(Type.String()),
    helpline: Nullable(Type.String()),
    default_language: SmsLanguageSchema,
    providers: Type.Array(ProviderStatus, { description: 'Which providers are configured (never a secret).' }),
    cannot_enable: Type.Object(
      {
        delivery_sms: Type.Optional(Type.String()),
        payment_sms: Type.Optional(Type.String()),
      },
      { description: 'A switch that cannot be turned on, and why (its provider is not configured).' },
    ),
    own_accounts: Type.Object(
      {
        can_store: Type.Boolean({ description: "Whether this server can store an organisation's own accounts." }),
        reason: Nullable(Type.String({ description: 'Why not (MAZIWA_SECRET_KEY is not set).' })),
      },
      { description: "Storing the organisation's own Africa's Talking and Daraja accounts." },
    ),
    delivery_report_url: Nullable(
      Type.String({
        description:
          "Where Africa's Talking should post delivery reports (MAZIWA_PUBLIC_URL), with the token left out as " +
          '{AFRICASTALKING_CALLBACK_TOKEN}; null while either is not set.',
      }),
    ),
  },
  { title: 'MessagingSettings' },
);

export const MessagingSettingsUpdate = Type.Object(
  {
    delivery_sms: Type.Optional(Type.Boolean()),
    payment_sms: Type.Optional(Type.Boolean()),
    sender_id: Type.Optional(Nullable(SenderId)),
    helpline: Type.Optional(Nullable(Helpline)),
    default_language: Type.Optional(SmsLanguageSchema),
  },
  { title: 'MessagingSettingsUpdate', additionalProperties: false },
);

export const OrgQuery = Type.Object(
  { org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })) },
  { additionalProperties: false },
);

export const TestSmsBody = Type.Object(
  {
    phone: Type.String({
      maxLength: 40,
      description: 'A Kenyan mobile number: 0712 345 678, +254712345678, 254712345678 or 0112345678.',
    }),
  },
  { title: 'TestSms', additionalProperties: false },
);

/** A delivery report as Africa's Talking posts it (form-encoded); checked in the handler after the token. */
export const DeliveryReportBody = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 200, description: 'The messageId the send answered.' })),
    status: Type.Optional(
      Type.String({
        maxLength: 50,
        description: 'Sent, Submitted, Buffered, Rejected, Success, Failed, AbsentSubscriber or Expired.',
      }),
    ),
    phoneNumber: Type.Optional(Type.String({ maxLength: 50 })),
    networkCode: Type.Optional(Type.String({ maxLength: 20 })),
    failureReason: Type.Optional(Type.String({ maxLength: 200 })),
    retryCount: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { title: 'AfricasTalkingDeliveryReport' },
);
