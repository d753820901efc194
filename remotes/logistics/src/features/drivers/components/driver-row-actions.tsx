import type { DriverReportRow } from '@maziwa/contracts';
import { EDIT_PERSON_PERMISSIONS, RowActions, type RequiredPermission } from '@maziwa/ui';

export type DriverAction = 'edit' | 'delete' | 'view';

export interface DriverRowActionsProps {
  driver: DriverReportRow;
  onAction(action: DriverAction, driver: DriverReportRow): void;
}

// A driver is a Driver link of a person: editing it (the person with it) and removing it are the link's.
const ACTIONS: { action: DriverAction; label: string; permission?: RequiredPermission }[] = [
  { action: 'edit', label: 'Edit', permission: EDIT_PERSON_PERMISSIONS },
  { action: 'delete', label: 'Delete', permission: 'user_roles:delete' },
  { action: 'view', label: 'View' },
];

/** Edit, Delete and View of one table row; Edit and Delete only for those who may. */
export function DriverRowActions({ driver, onAction }: DriverRowActionsProps) {
  return (
    <RowActions
      name={driver.driver_name}
      actions={ACTIONS.map(({ action, label, permission }) => ({
        label,
        permission,
        onClick: () => onAction(action, driver),
      }))}
    />
  );
}
