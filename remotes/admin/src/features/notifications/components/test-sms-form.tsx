import { useOrgId } from '@maziwa/api-client';
import { showToast } from '@maziwa/ui';
import { Form, FormActions, SubmitButton, TextField } from '@maziwa/ui/forms';
import type { FormikHelpers } from 'formik';
import { sendTestSms } from '../api/messaging-settings';
import { testSmsSchema } from '../model/settings-form';

interface TestSmsValues {
  phone: string;
}

/** "Send a test SMS" to a phone number; the API's refusal (a number it cannot take) shows at the field. */
export function TestSmsForm() {
  const orgId = useOrgId();
  const send = async (values: TestSmsValues, helpers: FormikHelpers<TestSmsValues>) => {
    if (!orgId) throw new Error('Organization ID is required');
    await sendTestSms(orgId, { phone: values.phone.trim() });
    showToast({ message: `Test SMS sent to ${values.phone.trim()}` });
    helpers.resetForm();
  };
  return (
    <Form initialValues={{ phone: '' }} validationSchema={testSmsSchema} onSubmit={send} explainErrors>
      <TextField name="phone" label="Phone Number" type="tel" placeholder="0712 345 678" required />
      <FormActions>
        <SubmitButton>Send a test SMS</SubmitButton>
      </FormActions>
    </Form>
  );
}
