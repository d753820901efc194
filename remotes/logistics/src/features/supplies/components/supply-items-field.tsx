import { Button } from '@maziwa/ui';
import { TextField } from '@maziwa/ui/forms';
import { FieldArray, useFormikContext } from 'formik';
import { emptySupplyItem, type SupplyFormValues } from '../model/supply-form-values';
import './supply-form.css';

/**
 * Items: one row per item (its name and quantity), Add Item adds a row, each row's Remove
 * takes it out while another is left (at least one item is needed).
 */
export function SupplyItemsField() {
  const { values, errors, submitCount } = useFormikContext<SupplyFormValues>();
  // A list-wide error ("Add at least one item") is a string; a row's errors are an object.
  const listError = submitCount > 0 && typeof errors.items === 'string' ? errors.items : undefined;
  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <>
          {values.items.map((_, index) => (
            // Rows have no id of their own; the index is what the form's fields are named by.
            <fieldset key={index} className="supply-item">
              <legend className="supply-item__legend">{`Item ${index + 1}`}</legend>
              <TextField name={`items.${index}.item`} label="Item" required placeholder="e.g. Dairy meal 70 kg" />
              <TextField name={`items.${index}.quantity`} label="Quantity" type="number" required />
              <Button variant="secondary" onClick={() => remove(index)} disabled={values.items.length === 1}>
                {`Remove item ${index + 1}`}
              </Button>
            </fieldset>
          ))}
          {listError && <p className="mz-field__error">{listError}</p>}
          <Button variant="secondary" className="supply-items__add" onClick={() => push(emptySupplyItem)}>
            Add Item
          </Button>
        </>
      )}
    </FieldArray>
  );
}
