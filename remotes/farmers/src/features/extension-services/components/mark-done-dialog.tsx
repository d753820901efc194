import type { ExtensionAssignment } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog, TextAreaField } from '@maziwa/ui/forms';
import { useSaveAssignment } from '../api/save-assignment';
import { markDoneSchema, type MarkDoneValues } from '../model/assignment-form';
import { TOPIC_LABELS } from '../model/extension-text';

export interface MarkDoneDialogProps {
  row: ExtensionAssignment;
  onClose(): void;
}

/** Mark done (docs/screens.md#assignments): asks what came of a planned visit, then saves it done today. */
export function MarkDoneDialog({ row, onClose }: MarkDoneDialogProps) {
  const save = useSaveAssignment();
  const whom = row.farmer_name ?? row.route_name ?? row.location_name ?? 'the farmers';
  return (
    <FormDialog<MarkDoneValues>
      title="Mark Visit Done"
      intro={`${TOPIC_LABELS[row.topic]} visit to ${whom}: what came of it?`}
      onClose={onClose}
      initialValues={{ outcome: row.outcome ?? '' }}
      validationSchema={markDoneSchema}
      onSubmit={async ({ outcome }) => {
        await save.mutateAsync({ id: row.id, body: { status: 'done', outcome: outcome.trim() } });
        showToast({ message: `Visit to ${whom} marked done` });
        onClose();
      }}
      submitLabel="Mark Done"
    >
      <TextAreaField name="outcome" label="Outcome Notes" required rows={4} />
    </FormDialog>
  );
}
