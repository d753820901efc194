/** Issue to Farmer: the farmer chosen from the search, the product, how many; quantity '' while empty. */
export interface IssueFormValues {
  /** The farmer's Producer link. */
  producerId: string;
  /** The chosen farmer as the search box shows them, e.g. "Jane Wanjiru (MEM-001)". */
  producerLabel: string;
  productId: string;
  quantity: number | '';
  notes: string;
}

export const emptyIssue = (productId = ''): IssueFormValues => ({
  producerId: '',
  producerLabel: '',
  productId,
  quantity: '',
  notes: '',
});
