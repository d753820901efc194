import { DateTimeField, FarmerSearchField, FormPage, FormSection, SelectField, TextField } from '@maziwa/ui/forms';
import type { ReactNode } from 'react';
import { supplyFormSchema } from '../model/supply-form-schema';
import { supplyCategoryChoices, supplyStatusChoices, type SupplyFormValues } from '../model/supply-form-values';
import { SupplyItemsField } from './supply-items-field';

export interface SupplyFormProps {
  initialValues: SupplyFormValues;
  /** May throw; the form then shows the error and keeps what was typed. */
  onSubmit(values: SupplyFormValues): Promise<void>;
  onCancel(): void;
  /** Above the buttons, e.g. a save failure said in words. */
  notice?: ReactNode;
}

/** The Add Supply form (docs/screens.md#add-supply), validated by supplyFormSchema. */
export function SupplyForm({ initialValues, onSubmit, onCancel, notice }: SupplyFormProps) {
  return (
    <FormPage<SupplyFormValues>
      title="Add Supply"
      initialValues={initialValues}
      validationSchema={supplyFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Save Supply"
      notice={notice}
    >
      <FormSection title="Farmer">
        <FarmerSearchField label="Producer" required />
      </FormSection>
      <FormSection title="Items">
        <SupplyItemsField />
      </FormSection>
      <FormSection title="Supply Details">
        <TextField name="totalCost" label="Total Cost (KSh)" type="number" required />
        <DateTimeField name="timestamp" label="Timestamp" required />
        <SelectField name="status" label="Status" options={supplyStatusChoices} placeholder="Select status" required />
        <SelectField
          name="category"
          label="Category"
          options={supplyCategoryChoices}
          placeholder="Select category"
          required
        />
      </FormSection>
      <FormSection title="Supplier Details">
        <TextField name="supplierName" label="Supplier Name" />
        <TextField name="supplierPhone" label="Supplier Phone" type="tel" placeholder="+254712345678" />
      </FormSection>
    </FormPage>
  );
}
