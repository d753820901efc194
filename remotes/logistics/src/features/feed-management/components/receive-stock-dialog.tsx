import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { formatKsh, showToast } from '@maziwa/ui';
import { DateField, FormDialog, SelectField, TextAreaField, TextField } from '@maziwa/ui/forms';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useProductOptions, type ProductRow } from '../api/feed-products';
import { useReceiveStock } from '../api/feed-receipts';
import { receiptFormSchema } from '../model/feed-form-schemas';
import { stockText } from '../model/feed-text';
import { emptyReceipt, type ReceiptFormValues } from '../model/receipt-form-values';

export interface ReceiveStockDialogProps {
  /** The organisation's day (yyyy-MM-dd): the default Date Received and its latest. */
  today: string;
  onClose(): void;
}

/** What the receipt will cost, as it is typed. */
function ReceiptTotal() {
  const { values } = useFormikContext<ReceiptFormValues>();
  const total = Number(values.quantity) * Number(values.unitCost);
  if (values.quantity === '' || values.unitCost === '' || !Number.isFinite(total)) return null;
  return <p className="feed-form__note">Total cost: {formatKsh(Math.round(total * 100) / 100)}</p>;
}

/** Receive Stock: a delivery from a supplier into the store. */
export function ReceiveStockDialog({ today, onClose }: ReceiveStockDialogProps) {
  const orgId = useOrgId();
  const products = useProductOptions(orgId);
  const receive = useReceiveStock();
  const options = useMemo(
    () =>
      (products.data ?? []).map((p: ProductRow) => ({
        value: p.id,
        label: `${p.name} (on hand ${stockText(p.stock_on_hand, p.unit)})`,
      })),
    [products.data],
  );

  const submit = async (values: ReceiptFormValues) => {
    if (!orgId) throw new Error('Organization ID is required');
    const receipt = await receive.mutateAsync({ values, orgId });
    showToast({
      message: `Received ${stockText(receipt.quantity, receipt.unit)} of ${receipt.product_name}`,
      link: { to: pagePath('/feed-management'), label: 'View products' },
    });
    onClose();
  };

  return (
    <FormDialog<ReceiptFormValues>
      title="Receive Stock"
      onClose={onClose}
      load={{
        isLoading: products.isLoading,
        error: products.error,
        errorText: 'Failed to fetch products',
        onRetry: () => void products.refetch(),
      }}
      initialValues={products.data ? emptyReceipt(today) : undefined}
      validationSchema={receiptFormSchema}
      onSubmit={submit}
      submitLabel="Save Receipt"
    >
      <SelectField name="productId" label="Product" required options={options} placeholder="Select a product" />
      <TextField name="quantity" label="Quantity" type="number" required />
      <TextField name="unitCost" label="Unit Cost (Ksh)" type="number" required />
      <ReceiptTotal />
      <TextField name="supplierName" label="Supplier" required placeholder="e.g. Unga Farm Care" />
      <DateField name="receivedOn" label="Date Received" required max={today} />
      <TextAreaField name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
