import { useOrgId } from '@maziwa/api-client';
import { SelectField, useDebouncedValue, type SelectOption } from '@maziwa/ui';
import { useFormikContext } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { FARMER_MATCHES, useFarmerOptions } from './farmer-options';

export interface FarmerFieldProps {
  /** The form field holding the farmer's Producer link id. */
  name: string;
  label?: string;
  required?: boolean;
}

/**
 * Picks a farmer in a form: a search box (name or member number) narrows the select below it
 * to the matching farmers, so it works with thousands of them. The farmer chosen stays
 * offered while another search runs.
 *
 * @example <FarmerField name="producer_id" required />
 */
export function FarmerField({ name, label = 'Farmer', required }: FarmerFieldProps) {
  const [search, setSearch] = useState('');
  const { values } = useFormikContext<Record<string, string>>();
  const { data, isFetching, isError } = useFarmerOptions(useOrgId(), useDebouncedValue(search));
  const chosen = useRef(new Map<string, SelectOption>());
  for (const option of data ?? []) if (option.value === values[name]) chosen.current.set(option.value, option);
  const options = useMemo(() => {
    const picked = chosen.current.get(values[name]);
    const found = data ?? [];
    return picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  }, [data, values, name]);

  return (
    <div>
      <input
        type="search"
        className="mz-input"
        aria-label={`Find ${label.toLowerCase()}`}
        placeholder="Search by name or member number"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        name={name}
        label={label}
        required={required}
        options={options}
        placeholder={isError ? 'Failed to fetch farmers' : isFetching && !data ? 'Loading ...' : `Select a farmer${(data?.length ?? 0) >= FARMER_MATCHES ? ' (search to narrow)' : ''}`}
      />
    </div>
  );
}
