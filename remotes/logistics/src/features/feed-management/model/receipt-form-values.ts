/** Receive Stock; numbers are '' while empty, the day yyyy-MM-dd. */
export interface ReceiptFormValues {
  productId: string;
  quantity: number | '';
  unitCost: number | '';
  supplierName: string;
  receivedOn: string;
  notes: string;
}

export const emptyReceipt = (today: string, productId = ''): ReceiptFormValues => ({
  productId,
  quantity: '',
  unitCost: '',
  supplierName: '',
  receivedOn: today,
  notes: '',
});
