import { useOrgId } from '@maziwa/api-client';
import type { Id, TestResult } from '@maziwa/contracts';
import { fromZonedInput, showToast } from '@maziwa/ui';
import { DateTimeField, FormDialog, SelectField, TextField } from '@maziwa/ui/forms';
import { useState } from 'react';
import { useCreateQualityTest, type QualityTestCreate } from '../api/create-quality-test';
import { useCollectionCentres } from '../api/get-collection-centres';
import { agentName, useQaAgents } from '../api/get-qa-agents';
import { OverallResultPreview } from './overall-result-preview';
import { overallResult, TYPICAL } from '../model/quality-test-rules';
import { emptyQualityTest, qualityTestSchema, type QualityTestFormValues } from '../model/quality-test-schema';
import './quality-tests.css';

export interface AddQualityTestDialogProps {
  onClose(): void;
}

const RESULT_OPTIONS = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
];

/** The form's values as POST /quality-tests wants them (the schema has checked them). */
function toCreate(values: QualityTestFormValues, orgId: Id, overall: TestResult): QualityTestCreate {
  return {
    organization_id: orgId,
    location_id: values.location_id,
    ...(values.qa_agent_id ? { qa_agent_id: values.qa_agent_id } : {}),
    batch_number: values.batch_number.trim(),
    // The picker shows the organisation's clock; the API stores the instant.
    tested_at: fromZonedInput(values.tested_at!).toISOString(),
    fat_pct: Number(values.fat_pct),
    protein_pct: Number(values.protein_pct),
    scc: Number(values.scc),
    density: Number(values.density),
    temperature_c: Number(values.temperature_c),
    alcohol_test: values.alcohol_test as TestResult,
    clot_on_boiling: values.clot_on_boiling as TestResult,
    antibiotic_residue: values.antibiotic_residue as TestResult,
    overall_result: overall,
  };
}

/**
 * Add New Test: one batch's platform test at a centre. The overall result is shown as the
 * readings are entered (Pass only if every check passes) and saved as shown, with
 * POST /quality-tests; the API's field errors appear at their fields. A form dialog of the kit:
 * the save is confirmed by a toast, and closing with readings typed asks first.
 */
export function AddQualityTestDialog({ onClose }: AddQualityTestDialogProps) {
  const orgId = useOrgId();
  const centres = useCollectionCentres(orgId);
  const agents = useQaAgents(orgId);
  const create = useCreateQualityTest();
  const [empty] = useState(emptyQualityTest);

  const save = async (values: QualityTestFormValues) => {
    // Every check is known once the form is valid: the result shown is the one saved.
    const result = overallResult(values) ?? 'fail';
    await create.mutateAsync(toCreate(values, orgId!, result));
    showToast({ message: `Test of batch ${values.batch_number.trim()} saved: ${result === 'pass' ? 'Pass' : 'Fail'}` });
    onClose();
  };

  return (
    <FormDialog<QualityTestFormValues>
      title="Add New Test"
      onClose={onClose}
      load={{
        isLoading: centres.isLoading,
        error: centres.error,
        errorText: 'The collection centres could not be loaded',
      }}
      initialValues={centres.data ? empty : undefined}
      validationSchema={qualityTestSchema}
      onSubmit={save}
      submitLabel="Save Test"
    >
      <SelectField
        name="location_id"
        label="Collection Center"
        options={(centres.data ?? []).map((centre) => ({ value: centre.id, label: centre.name }))}
        placeholder="Select a collection center"
        required
      />
      <SelectField
        name="qa_agent_id"
        label="QA Agent"
        options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agentName(agent) }))}
        placeholder={agents.error ? 'QA agents could not be loaded' : 'Not recorded'}
      />
      <TextField name="batch_number" label="Batch Number" required />
      <DateTimeField name="tested_at" label="Test Time" required />
      <p className="quality-test-form__hint">
        {`Typical milk: fat ${TYPICAL.fat.join('-')} %, protein ${TYPICAL.protein.join('-')} %, density ${TYPICAL.density.join('-')}.`}
      </p>
      <div className="quality-test-form__grid">
        <TextField name="fat_pct" label="Fat (%)" type="number" required />
        <TextField name="protein_pct" label="Protein (%)" type="number" required />
        <TextField name="scc" label="SCC (cells/ml)" type="number" required />
        <TextField name="density" label="Density" type="number" required />
        <TextField name="temperature_c" label="Temperature (°C)" type="number" required />
      </div>
      <div className="quality-test-form__grid">
        <SelectField
          name="alcohol_test"
          label="Alcohol Test"
          options={RESULT_OPTIONS}
          placeholder="Select a result"
          required
        />
        <SelectField
          name="clot_on_boiling"
          label="Clot on Boiling"
          options={RESULT_OPTIONS}
          placeholder="Select a result"
          required
        />
        <SelectField
          name="antibiotic_residue"
          label="Antibiotic Residue"
          options={RESULT_OPTIONS}
          placeholder="Select a result"
          required
        />
      </div>
      <OverallResultPreview />
    </FormDialog>
  );
}
