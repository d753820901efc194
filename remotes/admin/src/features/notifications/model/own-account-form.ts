import * as yup from 'yup';

/**
 * The organisation's own provider accounts (docs/screens.md#notifications-and-payouts). The
 * values carry the API's field names, so a field the API refuses (a certificate without an
 * RSA key) shows its reason at that field.
 */
export const environmentOptions = [
  { value: 'production', label: 'Production (real messages and money)' },
  { value: 'sandbox', label: "Sandbox (the provider's test system)" },
];

export const commandOptions = [
  { value: 'BusinessPayment', label: 'Business payment (registered M-Pesa users)' },
  { value: 'SalaryPayment', label: 'Salary payment (also unregistered users)' },
  { value: 'PromotionPayment', label: 'Promotion payment' },
];

export const africasTalkingInitial = { username: '', api_key: '', environment: 'production' as const };

export const africasTalkingSchema = yup.object({
  username: yup.string().trim().required('Username is required').max(100, 'Username is at most 100 characters'),
  api_key: yup.string().trim().required('API key is required').max(200, 'API key is at most 200 characters'),
  environment: yup.string().oneOf(['production', 'sandbox']).required('Choose production or sandbox'),
});

export const darajaInitial = {
  consumer_key: '',
  consumer_secret: '',
  shortcode: '',
  initiator_name: '',
  initiator_password: '',
  certificate_pem: '',
  command_id: 'BusinessPayment' as const,
  environment: 'production' as const,
};

export const darajaSchema = yup.object({
  consumer_key: yup.string().trim().required('Consumer key is required').max(200),
  consumer_secret: yup.string().trim().required('Consumer secret is required').max(200),
  shortcode: yup
    .string()
    .trim()
    .required('Shortcode is required')
    .matches(/^\d{5,7}$/, 'Enter the B2C shortcode: 5 to 7 digits'),
  initiator_name: yup.string().trim().required('Initiator name is required').max(100),
  initiator_password: yup.string().required('Initiator password is required').max(200),
  certificate_pem: yup
    .string()
    .trim()
    .required("Paste Safaricom's certificate")
    .matches(/-----BEGIN [A-Z ]+-----/, "Paste Safaricom's certificate as PEM text (-----BEGIN CERTIFICATE-----...)"),
  command_id: yup.string().oneOf(['BusinessPayment', 'SalaryPayment', 'PromotionPayment']).required(),
  environment: yup.string().oneOf(['production', 'sandbox']).required('Choose production or sandbox'),
});
