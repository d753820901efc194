import type { ProducerPick } from '../../../lib/producer-field';

/** Issue to Farmer: the farmer chosen from the search, the product, how many; quantity '' while empty. */
export interface IssueFormValues extends ProducerPick {
  productId: string;
  quantity: number | '';
  notes: string;
}

export const emptyIssue = (productId = ''): IssueFormValues => ({ producerId: '', producerLabel: '', productId, quantity: '', notes: '' });
