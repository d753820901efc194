import { useId } from 'react';
import type { InventoryQuery } from '../api/inventory-query';
import './inventory.css';

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
    <div className="inventory-filters" role="search" aria-label="Inventory filters">
      <div className="inventory-filters__control">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          className="inventory-input"
          type="date"
          value={value.from}
          max={value.to}
          required
          onChange={(event) => event.target.value && set({ from: event.target.value })}
        />
      </div>
      <div className="inventory-filters__control">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          className="inventory-input"
          type="date"
          value={value.to}
          min={value.from}
          required
          onChange={(event) => event.target.value && set({ to: event.target.value })}
        />
      </div>
      <div className="inventory-filters__control">
        <label htmlFor={`${id}-centre`}>Collection Center</label>
        <select id={`${id}-centre`} className="inventory-input" value={value.centreId} onChange={(event) => set({ centreId: event.target.value })}>
          <option value="">All centres</option>
          {centres.map((centre) => (
            <option key={centre.value} value={centre.value}>
              {centre.label}
            </option>
          ))}
        </select>
      </div>
      <div className="inventory-filters__control">
        <label htmlFor={`${id}-shift`}>Shift</label>
        <select id={`${id}-shift`} className="inventory-input" value={value.shift} onChange={(event) => set({ shift: event.target.value })}>
          <option value="">Both shifts</option>
          <option value="morning">Morning</option>
          <option value="evening">Evening</option>
        </select>
      </div>
    </div>
  );
}
