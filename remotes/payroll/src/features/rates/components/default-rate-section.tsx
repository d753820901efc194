import { useOrgId } from '@maziwa/api-client';
import { Button, Can, formatKsh, Panel, QueryState, showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import { useState } from 'react';
import { number, object } from 'yup';
import { useOrganization, useUpdateDefaultRate } from '../api/default-rate';
import { toTheCent } from './pay-rate-schema';

interface DefaultRateValues {
  default_rate_per_litre: number | '';
}

const defaultRateSchema = object({
  default_rate_per_litre: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Default Rate must be a number')
    .required('Default Rate is required')
    .moreThan(0, 'Default Rate must be more than 0')
    .lessThan(1000, 'Default Rate must be less than 1000')
    .test('cents', 'Default Rate must have at most 2 decimals', toTheCent),
});

/** The organisation's default KSh per litre, paid where no farmer or route rate applies; editable with organizations:update. */
export function DefaultRateSection() {
  const orgId = useOrgId();
  const organization = useOrganization(orgId);
  const update = useUpdateDefaultRate();
  const [editing, setEditing] = useState(false);
  const rate = organization.data?.default_rate_per_litre;

  return (
    <Panel
      title="Default Rate"
      note="Paid per accepted litre when no farmer or route rate applies."
      actions={
        <Can permission="organizations:update">
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={rate === undefined}>
            Edit Default Rate
          </Button>
        </Can>
      }
    >
      {/* One line of text while loading and after, so the panels below never move as the
          rate arrives (the loading box was three lines taller: a layout shift of 0.14). */}
      <QueryState isLoading={false} error={organization.error} errorText="Failed to fetch the default rate">
        {rate === undefined ? (
          <p role="status">Loading ...</p>
        ) : (
          <p>
            <strong>{`${formatKsh(rate)} per litre`}</strong>
          </p>
        )}
      </QueryState>
      {editing && rate !== undefined && orgId && (
        <FormDialog<DefaultRateValues>
          title="Edit Default Rate"
          intro="Pay already approved keeps the rate it was computed with; drafts take the new one when recomputed."
          onClose={() => setEditing(false)}
          initialValues={{ default_rate_per_litre: rate }}
          validationSchema={defaultRateSchema}
          onSubmit={async ({ default_rate_per_litre }) => {
            await update.mutateAsync({ orgId, rate: Number(default_rate_per_litre) });
            showToast({ message: `Default rate of ${formatKsh(Number(default_rate_per_litre))} per litre saved` });
            setEditing(false);
          }}
          submitLabel="Save"
        >
          <TextField name="default_rate_per_litre" label="Default Rate (Ksh per litre)" type="number" required />
        </FormDialog>
      )}
    </Panel>
  );
}
