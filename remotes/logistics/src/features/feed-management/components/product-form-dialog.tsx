import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { CheckboxField, FormDialog, SelectField, TextField } from '@maziwa/ui/forms';
import { useMemo } from 'react';
import { useSaveProduct, type ProductRow } from '../api/feed-products';
import { productFormSchema } from '../model/feed-form-schemas';
import { CATEGORIES } from '../model/feed-text';
import { emptyProduct, valuesOfProduct, type ProductFormValues } from '../model/product-form-values';

export interface ProductFormDialogProps {
  /** The product to edit; none for Add Product. */
  product?: ProductRow;
  onClose(): void;
}

/** Add Product and Edit: name, category, unit, price, reorder level and whether it can be issued. */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const orgId = useOrgId();
  const save = useSaveProduct();
  const initialValues = useMemo(() => (product ? valuesOfProduct(product) : emptyProduct), [product]);

  const submit = async (values: ProductFormValues) => {
    if (!orgId) throw new Error('Organization ID is required');
    const saved = await save.mutateAsync({ id: product?.id, values, orgId });
    showToast({
      message: `Product ${saved.name} saved`,
      link: { to: pagePath('/feed-management'), label: 'View products' },
    });
    onClose();
  };

  return (
    <FormDialog<ProductFormValues>
      title={product ? `Edit ${product.name}` : 'Add Product'}
      onClose={onClose}
      initialValues={initialValues}
      validationSchema={productFormSchema}
      onSubmit={submit}
      submitLabel="Save Product"
    >
      <TextField name="name" label="Name" required placeholder="e.g. Dairy meal 70 kg" />
      <SelectField
        name="category"
        label="Category"
        required
        options={[...CATEGORIES]}
        placeholder="Select a category"
      />
      <TextField name="unit" label="Unit" required placeholder="e.g. bag, 2 kg block, 1 L bottle" />
      <TextField name="unitPrice" label="Unit Price (Ksh)" type="number" required />
      <TextField name="reorderLevel" label="Reorder Level" type="number" required />
      <CheckboxField name="active" label="Active (can be issued)" />
    </FormDialog>
  );
}
