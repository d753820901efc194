import { DatePicker, FilterControl } from '@maziwa/ui';
import { useId } from 'react';
import type { InventoryQuery } from '../api/inventory-query';

export interface InventoryFiltersProps {
  value: InventoryQuery;
  onChange(value: InventoryQuery): void;
  centres: ReadonlyArray<{ value: string; label: string }>;
}

/** The Inventory page's period (From, To), centre and shift. */
export function InventoryFilters({ value, onChange, centres }: InventoryFiltersProps) {
  const id = useId();
  const set = (change: Partial<InventoryQuery>) => onChange({ ...value, ...change });
  return (
    <div className="mz-filter-bar" role="search" aria-label="Inventory filters">
      <FilterControl id={`${id}-from`} label="From">
        <DatePicker
          id={`${id}-from`}
          label="From"
          inputClassName="mz-filter-bar__input"
          value={value.from}
          max={value.to}
          required
          onChange={(from) => set({ from })}
        />
      </FilterControl>
      <FilterControl id={`${id}-to`} label="To">
        <DatePicker
          id={`${id}-to`}
          label="To"
          inputClassName="mz-filter-bar__input"
          value={value.to}
          min={value.from}
          required
          onChange={(to) => set({ to })}
        />
      </FilterControl>
      <FilterControl id={`${id}-centre`} label="Collection Center">
        <select
          id={`${id}-centre`}
          className="mz-filter-bar__input"
          value={value.centreId}
          onChange={(event) => set({ centreId: event.target.value })}
        >
          <option value="">All centres</option>
          {centres.map((centre) => (
            <option key={centre.value} value={centre.value}>
              {centre.label}
            </option>
          ))}
        </select>
      </FilterControl>
      <FilterControl id={`${id}-shift`} label="Shift">
        <select
          id={`${id}-shift`}
          className="mz-filter-bar__input"
          value={value.shift}
          onChange={(event) => set({ shift: event.target.value })}
        >
          <option value="">Both shifts</option>
          <option value="morning">Morning</option>
          <option value="evening">Evening</option>
        </select>
      </FilterControl>
    </div>
  );
}
