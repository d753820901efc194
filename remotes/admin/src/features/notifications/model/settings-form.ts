import * as yup from 'yup';

/** What the Notifications and payouts form holds (docs/screens.md#notifications-and-payouts). */
export interface NotificationSettingsValues {
  deliverySms: boolean;
  paymentSms: boolean;
  senderId: string;
  helpline: string;
  defaultLanguage: 'en' | 'sw';
}

export const languageOptions = [
  { value: 'en', label: 'English' },
  { value: 'sw', label: 'Kiswahili' },
];

/**
 * A sender ID is what the phone shows as the sender: Africa's Talking takes up to 11 letters,
 * digits and spaces (an alphanumeric sender ID the network registered). A helpline is a phone
 * number farmers can call, written as they would dial it.
 */
export const notificationSettingsSchema = yup.object({
  deliverySms: yup.boolean(),
  paymentSms: yup.boolean(),
  senderId: yup
    .string()
    .trim()
    .max(11, 'Sender ID is at most 11 characters')
    .matches(/^[A-Za-z0-9 ]*$/, 'Sender ID takes only letters, digits and spaces'),
  helpline: yup
    .string()
    .trim()
    .max(20, 'Helpline is at most 20 characters')
    .matches(/^\+?[\d ]*$/, 'Enter the helpline as a phone number, e.g. 0700 000 000'),
  defaultLanguage: yup.string().oneOf(['en', 'sw'], 'Choose English or Kiswahili').required(),
} satisfies Record<keyof NotificationSettingsValues, yup.AnySchema>);

export const testSmsSchema = yup.object({
  phone: yup
    .string()
    .trim()
    .required('Phone Number is required')
    .test(
      'kenyan-mobile',
      'Enter a Kenyan mobile number, e.g. 0712 345 678 or +254712345678',
      (value) => !value || /^(?:\+?254|0)[17]\d{8}$/.test(value.replace(/[\s\-().]/g, '')),
    ),
});
