import { useProducerSearch } from '@maziwa/api-client';
import { SearchSelectField } from '@maziwa/ui';

/** What a form choosing a farmer keeps: the chosen Producer link and what the box shows for it. */
export interface ProducerPick {
  producerId: string;
  producerLabel: string;
}

/**
 * Producer: the farmer of Add Supply and Feed Management's Issue to Farmer, searched on the
 * server by name or member number as the person types (logistics calls a farmer a producer).
 */
export function ProducerField() {
  return (
    <SearchSelectField
      name="producerId"
      labelName="producerLabel"
      label="Producer"
      noun="producer"
      placeholder="Search by name or member number"
      useSearch={useProducerSearch}
      required
    />
  );
}
