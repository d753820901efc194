import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { formatKsh, showToast } from '@maziwa/ui';
import { FarmerSearchField, FormDialog, SelectField, TextAreaField, TextField } from '@maziwa/ui/forms';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useProductOptions, type ProductRow } from '../api/feed-products';
import { useIssueStock } from '../api/feed-issues';
import { issueFormSchema } from '../model/feed-form-schemas';
import { stockText } from '../model/feed-text';
import { emptyIssue, type IssueFormValues } from '../model/issue-form-values';

/** The Supplies list, where every issue lands. */

export interface IssueStockDialogProps {
  onClose(): void;
}

/** Stock on hand and price of the chosen product, and what the farmer will owe. */
function ChosenProduct({ products }: { products: ProductRow[] }) {
  const { values } = useFormikContext<IssueFormValues>();
  const product = products.find((p) => p.id === values.productId);
  if (!product) return null;
  const owed = Number(values.quantity) * product.unit_price;
  return (
    <p className="feed-form__note" aria-live="polite">
      In stock: {stockText(product.stock_on_hand, product.unit)} at {formatKsh(product.unit_price)} each
      {values.quantity !== '' && Number.isFinite(owed) && owed > 0
        ? `; the farmer owes ${formatKsh(Math.round(owed * 100) / 100)}, deducted from pay`
        : ''}
    </p>
  );
}

/** Issue to Farmer: stock out of the store to a farmer on credit (a delivered supply). */
export function IssueStockDialog({ onClose }: IssueStockDialogProps) {
  const orgId = useOrgId();
  const products = useProductOptions(orgId);
  const issue = useIssueStock();
  const options = useMemo(() => (products.data ?? []).map((p) => ({ value: p.id, label: p.name })), [products.data]);

  const submit = async (values: IssueFormValues) => {
    if (!orgId) throw new Error('Organization ID is required');
    const issued = await issue.mutateAsync({ values, orgId });
    showToast({
      message: `Issued ${stockText(issued.quantity, issued.unit)} of ${issued.product_name} to ${issued.farmer_name ?? values.producerLabel}`,
      link: { to: pagePath('/logistics-management/supplies'), label: 'View supplies' },
    });
    onClose();
  };

  return (
    <FormDialog<IssueFormValues>
      title="Issue to Farmer"
      onClose={onClose}
      load={{
        isLoading: products.isLoading,
        error: products.error,
        errorText: 'Failed to fetch products',
        onRetry: () => void products.refetch(),
      }}
      initialValues={products.data ? emptyIssue() : undefined}
      validationSchema={issueFormSchema}
      onSubmit={submit}
      submitLabel="Issue"
    >
      <FarmerSearchField label="Producer" required />
      <SelectField name="productId" label="Product" required options={options} placeholder="Select a product" />
      <TextField name="quantity" label="Quantity" type="number" required />
      <ChosenProduct products={products.data ?? []} />
      <TextAreaField name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
