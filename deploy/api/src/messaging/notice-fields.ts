import { Type } from '@sinclair/typebox';
import type { NoticeChoice } from './payment-notices';

/** The two notice choices a request that pays may carry (the bulk dialog's checkboxes). */
export const NoticeFields = {
  notify: Type.Optional(
    Type.Boolean({
      description:
        'Send each farmer the payment SMS once paid (default true; the organisation can switch payment SMS off in ' +
        'Settings, and a farmer without a Kenyan mobile number gets none).',
    }),
  ),
  attach_receipts: Type.Optional(
    Type.Boolean({
      description: 'Also e-mail each farmer who has an e-mail address their payslip PDF (default false).',
    }),
  ),
};

export const noticeChoice = (body: { notify?: boolean; attach_receipts?: boolean }): NoticeChoice => ({
  notify: body.notify ?? true,
  emailReceipt: body.attach_receipts ?? false,
});
