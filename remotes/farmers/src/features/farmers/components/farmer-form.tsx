import { personStatusOptions } from '@maziwa/ui';
import {
  CheckboxField,
  ContactInformationSection,
  DateField,
  FormPage,
  FormSection,
  PersonalDetailsSection,
  SelectField,
  TextAreaField,
  TextField,
} from '@maziwa/ui/forms';
import type { ReactNode } from 'react';
import { farmerFormSchema } from '../model/farmer-form-schema';
import { emptyFarmerFormValues, smsLanguageOptions, type FarmerFormValues } from '../model/farmer-form-values';

export interface FarmerFormProps {
  /** "Add New Farmer" or "Edit Farmer". */
  title: string;
  initialValues?: FarmerFormValues;
  /** Editing someone with a photo: an empty Photo keeps it. */
  photoOnFile?: boolean;
  routeOptions: { value: string; label: string }[];
  centreOptions: { value: string; label: string }[];
  /** May throw; the form then shows the error at the fields and keeps what was typed. */
  onSubmit(values: FarmerFormValues): Promise<void>;
  onCancel(): void;
  notice?: ReactNode;
}

/**
 * The farmer form (docs/screens.md#add-new-farmer): Personal Details and Contact Information
 * (the person sections the driver form shares), Farmer Details, then SMS (the language of the
 * farmer's SMS and the delivery SMS opt-out); Save Farmer.
 */
export function FarmerForm({
  title,
  initialValues = emptyFarmerFormValues,
  photoOnFile,
  routeOptions,
  centreOptions,
  onSubmit,
  onCancel,
  notice,
}: FarmerFormProps) {
  return (
    <FormPage<FarmerFormValues>
      title={title}
      initialValues={initialValues}
      validationSchema={farmerFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Save Farmer"
      notice={notice}
    >
      <PersonalDetailsSection photoOnFile={photoOnFile} />
      <ContactInformationSection />
      <FormSection title="Farmer Details">
        <TextField name="employeeId" label="Member ID" required />
        <DateField name="dateOfHire" label="Date of Joining" />
        <SelectField name="status" label="Status" options={personStatusOptions} placeholder="Select status" required />
        <SelectField name="assignedRoute" label="Assigned Route" options={routeOptions} placeholder="No route" />
        <SelectField
          name="collectionCenter"
          label="Collection Center"
          options={centreOptions}
          placeholder="No collection center"
        />
        <TextAreaField name="additionalInfo" label="Additional Info" rows={3} />
      </FormSection>
      <FormSection title="SMS">
        <SelectField
          name="smsLanguage"
          label="SMS Language"
          options={smsLanguageOptions}
          placeholder="Select language"
          required
        />
        {/* Payment SMS still go: a farmer always hears about their money. */}
        <CheckboxField name="deliverySmsOptOut" label="Do not send delivery SMS" />
      </FormSection>
    </FormPage>
  );
}
