import type { DriverReportRow } from '@maziwa/contracts';
import { Button } from '@maziwa/ui';
import './driver-row-actions.css';

export type DriverAction = 'edit' | 'delete' | 'view';

export interface DriverRowActionsProps {
  driver: DriverReportRow;
  onAction(action: DriverAction, driver: DriverReportRow): void;
}

const ACTIONS: { action: DriverAction; label: string }[] = [
  { action: 'edit', label: 'Edit' },
  { action: 'delete', label: 'Delete' },
  { action: 'view', label: 'View' },
];

/** Edit, Delete and View of one table row. */
export function DriverRowActions({ driver, onAction }: DriverRowActionsProps) {
  return (
    <div className="driver-row-actions">
      {ACTIONS.map(({ action, label }) => (
        // Every row has the same three words; the driver's name tells them apart for
        // screen readers and voice control ("click Edit Mary Wanjiru").
        <Button
          key={action}
          variant="ghost"
          size="small"
          aria-label={`${label} ${driver.driver_name}`}
          onClick={() => onAction(action, driver)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
