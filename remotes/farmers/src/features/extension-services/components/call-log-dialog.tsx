import { useOrgId } from '@maziwa/api-client';
import type { ExtensionCallLog } from '@maziwa/contracts';
import { formatDate, showToast } from '@maziwa/ui';
import {
  DateField,
  DateTimeField,
  FarmerSearchField,
  FormDialog,
  SelectField,
  TextAreaField,
  TextField,
} from '@maziwa/ui/forms';
import { useMemo } from 'react';
import { useOfficers } from '../api/get-officers';
import { useSaveCallLog } from '../api/save-call-log';
import { callLogFormSchema, callLogValues, emptyCallLog, type CallLogFormValues } from '../model/call-log-form';
import { CHANNEL_LABELS, channelOptions, topicOptions } from '../model/extension-text';

export interface CallLogDialogProps {
  /** The call log to edit; none to add one. */
  row?: ExtensionCallLog;
  onClose(): void;
}

/**
 * Add Call Log / Edit Call Log (docs/screens.md#call-logs): when, officer, farmer (searched),
 * channel, topic, outcome, follow-up date and notes; saved through the API, confirmed by a toast.
 */
export function CallLogDialog({ row, onClose }: CallLogDialogProps) {
  const officers = useOfficers(useOrgId());
  const save = useSaveCallLog();
  const initial = useMemo(() => (row ? callLogValues(row) : emptyCallLog()), [row]);

  const submit = async (values: CallLogFormValues) => {
    const saved = await save.mutateAsync({ id: row?.id, values });
    const followUp = saved.follow_up_on ? `, follow up on ${formatDate(saved.follow_up_on)}` : '';
    showToast({
      message: `${CHANNEL_LABELS[saved.channel]} with ${saved.farmer_name ?? 'the farmer'} saved${followUp}`,
    });
    onClose();
  };

  return (
    <FormDialog<CallLogFormValues>
      title={row ? 'Edit Call Log' : 'Add Call Log'}
      onClose={onClose}
      load={{ isLoading: officers.isLoading, error: officers.error, errorText: 'The officers could not be loaded' }}
      initialValues={officers.data ? initial : undefined}
      validationSchema={callLogFormSchema}
      onSubmit={submit}
      submitLabel="Save Call Log"
    >
      <DateTimeField name="calledAt" label="Date" required />
      <SelectField
        name="officerId"
        label="Officer"
        required
        placeholder={
          officers.data?.length ? 'Select an officer' : 'No Extension Officer yet (give someone the role first)'
        }
        options={(officers.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
      />
      <FarmerSearchField required />
      <SelectField name="channel" label="Channel" required options={channelOptions} />
      <SelectField name="topic" label="Topic" required placeholder="Select a topic" options={topicOptions} />
      <TextField name="outcome" label="Outcome" />
      <DateField name="followUpOn" label="Follow-up Date" />
      <TextAreaField name="notes" label="Notes" rows={3} />
    </FormDialog>
  );
}
