import { useProducerSearch } from '@maziwa/api-client';
import { SearchSelectField } from '@maziwa/ui';

/**
 * Farmer: whom a visit or a call is for, searched on the server by name or member number as
 * the person types; sets the form's producerId and producerLabel.
 */
export function FarmerField() {
  return (
    <SearchSelectField
      name="producerId"
      labelName="producerLabel"
      label="Farmer"
      noun="farmer"
      placeholder="Search by name or member number"
      useSearch={useProducerSearch}
      required
    />
  );
}
