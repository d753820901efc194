import { useOrgId } from '@maziwa/api-client';
import { showToast } from '@maziwa/ui';
import { CheckboxField, Form, FormActions, SelectField, SubmitButton, TextField } from '@maziwa/ui/forms';
import { useMemo } from 'react';
import { useSaveMessagingSettings, type MessagingSettings } from '../api/messaging-settings';
import { languageOptions, notificationSettingsSchema, type NotificationSettingsValues } from '../model/settings-form';

const valuesOf = (settings: MessagingSettings): NotificationSettingsValues => ({
  deliverySms: settings.delivery_sms,
  paymentSms: settings.payment_sms,
  senderId: settings.sender_id ?? '',
  helpline: settings.helpline ?? '',
  defaultLanguage: settings.default_language,
});

/** Why a switch is off and cannot be turned on (its provider is not configured), or nothing. */
function SwitchReason({ reason }: { reason?: string | null }) {
  return reason ? <p className="notifications__reason">{reason}</p> : null;
}

/**
 * The switches per event (each delivery SMS costs about KES 0.80, two a day per farmer), sender
 * ID, helpline and default language; Save says it is saved.
 */
export function NotificationSettingsForm({ settings }: { settings: MessagingSettings }) {
  const save = useSaveMessagingSettings(useOrgId());
  const initialValues = useMemo(() => valuesOf(settings), [settings]);
  const submit = async (values: NotificationSettingsValues) => {
    await save.mutateAsync({
      delivery_sms: values.deliverySms,
      payment_sms: values.paymentSms,
      sender_id: values.senderId.trim() || null,
      helpline: values.helpline.trim() || null,
      default_language: values.defaultLanguage,
    });
    showToast({ message: 'Notification settings saved' });
  };
  const blocked = settings.cannot_enable ?? {};
  return (
    <Form
      initialValues={initialValues}
      validationSchema={notificationSettingsSchema}
      onSubmit={submit}
      enableReinitialize
      explainErrors
    >
      <div className="notifications__fields">
        <CheckboxField
          name="deliverySms"
          label="Send an SMS for every delivery"
          disabled={Boolean(blocked.delivery_sms) && !settings.delivery_sms}
        />
        <p className="notifications__note">
          Each SMS costs about KES 0.80; a farmer delivering morning and evening gets two a day.
        </p>
        <SwitchReason reason={blocked.delivery_sms} />
        <CheckboxField
          name="paymentSms"
          label="Send an SMS when a payment completes"
          disabled={Boolean(blocked.payment_sms) && !settings.payment_sms}
        />
        <SwitchReason reason={blocked.payment_sms} />
        <TextField name="senderId" label="Sender ID" placeholder="MAZIWA" />
        <TextField name="helpline" label="Helpline" type="tel" placeholder="0700 000 000" />
        <SelectField
          name="defaultLanguage"
          label="Default Language"
          options={languageOptions}
          placeholder="Select language"
          required
        />
      </div>
      <FormActions>
        <SubmitButton>Save</SubmitButton>
      </FormActions>
    </Form>
  );
}
