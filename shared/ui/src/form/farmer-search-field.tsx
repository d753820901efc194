import { useProducerSearch } from '@maziwa/api-client';
import { SearchSelectField } from './search-select-field';

export interface FarmerSearchFieldProps {
  /** The form field the chosen farmer's Producer link id goes into. Default 'producerId'. */
  name?: string;
  /** The form field keeping what the box shows for the farmer ("Jane Wanjiru (MEM-001)"). Default 'producerLabel'. */
  labelName?: string;
  /** Default 'Farmer'. */
  label?: string;
  /** What one result is, in lower case ("No farmer matches ..."). Default the label in lower case. */
  noun?: string;
  required?: boolean;
}

/**
 * A farmer of the signed-in organisation, searched on the server by name or member number as
 * the person types (a SearchSelectField fed by @maziwa/api-client's useProducerSearch). An edit
 * form opens with the farmer's name in the box when `labelName` holds it
 * (`producerLabel(name, memberNumber)` of @maziwa/api-client).
 *
 * @example <FarmerSearchField name="producer_id" labelName="producer_label" required />
 * @example <FarmerSearchField label="Producer" required /> // sets producerId and producerLabel
 */
export function FarmerSearchField({
  name = 'producerId',
  labelName = 'producerLabel',
  label = 'Farmer',
  noun = label.toLowerCase(),
  required,
}: FarmerSearchFieldProps) {
  return (
    <SearchSelectField
      name={name}
      labelName={labelName}
      label={label}
      noun={noun}
      placeholder="Search by name or member number"
      useSearch={useProducerSearch}
      required={required}
    />
  );
}
