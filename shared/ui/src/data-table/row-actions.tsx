import { Button } from '../button/button';
import { holdsAll, usePermissionCheck, type RequiredPermission } from '../permissions/can';
import './row-actions.css';

export interface RowAction {
  label: string;
  onClick(): void;
  /** Shown only to a person holding it (`resource:action`, see PermissionsProvider), or all of several. */
  permission?: RequiredPermission;
}

export interface RowActionsProps {
  /** What the row is called, e.g. the route's name: "Edit Kiambu North". */
  name: string;
  actions: RowAction[];
}

/**
 * The small buttons of one table row. Every row has the same words; the row's name tells
 * them apart for screen readers and voice control ("click Map Kiambu North"). An action
 * with a `permission` shows only to those who hold it.
 *
 * @example
 * <RowActions name={route.name} actions={[{ label: 'Edit', permission: 'routes:update', onClick: () => edit(route) }]} />
 */
export function RowActions({ name, actions }: RowActionsProps) {
  const can = usePermissionCheck();
  return (
    <div className="mz-row-actions">
      {actions
        .filter((action) => !action.permission || holdsAll(can, action.permission))
        .map(({ label, onClick }) => (
          <Button key={label} variant="ghost" size="small" aria-label={`${label} ${name}`} onClick={onClick}>
            {label}
          </Button>
        ))}
    </div>
  );
}
