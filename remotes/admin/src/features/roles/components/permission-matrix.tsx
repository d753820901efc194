import type { Permission } from '@maziwa/contracts';
import { useField } from 'formik';
import { groupByResource, spoken, STANDARD_ACTIONS } from '../model/permission-groups';
import './roles.css';

export interface PermissionMatrixProps {
  catalogue: Permission[];
  /** A formik field holding the ids the role holds. */
  name: string;
  /** Shows what is held without a way to change it. */
  readOnly?: boolean;
  /** Every box ticked whatever the field says (admin holds every permission). */
  holdsAll?: boolean;
}

/**
 * A role's permissions grouped by resource: one row per area, a box per action (read,
 * create, update, delete, then the area's own, such as payments' process and approve).
 * Each box is named after its permission (`payments:process`).
 *
 * @example
 * <Form initialValues={{ permissions: ids }} onSubmit={save}>
 *   <PermissionMatrix name="permissions" catalogue={catalogue} />
 * </Form>
 */
export function PermissionMatrix({ catalogue, name, readOnly = false, holdsAll = false }: PermissionMatrixProps) {
  const [field, , helpers] = useField<string[]>(name);
  const held = new Set(field.value);
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(held);
    if (checked) next.add(id);
    else next.delete(id);
    // In catalogue order, so the same choice always sends the same list.
    void helpers.setValue(
      catalogue.map((permission) => permission.id).filter((permissionId) => next.has(permissionId)),
    );
  };
  const box = (permission: Permission, label?: string) => (
    <label key={permission.id} className="role-matrix__box" title={permission.description || undefined}>
      <input
        type="checkbox"
        aria-label={permission.name}
        checked={holdsAll || held.has(permission.id)}
        disabled={readOnly}
        onChange={(event) => toggle(permission.id, event.target.checked)}
      />
      {label && <span aria-hidden="true">{label}</span>}
    </label>
  );

  return (
    <table className="role-matrix">
      <caption className="mz-visually-hidden">Permissions by resource</caption>
      <thead>
        <tr>
          <th scope="col">Resource</th>
          {STANDARD_ACTIONS.map((action) => (
            <th key={action} scope="col">
              {action[0].toUpperCase() + action.slice(1)}
            </th>
          ))}
          <th scope="col">Other</th>
        </tr>
      </thead>
      <tbody>
        {groupByResource(catalogue).map((group) => (
          <tr key={group.resource}>
            <th scope="row">{spoken(group.resource)}</th>
            {STANDARD_ACTIONS.map((action) => {
              const permission = group.standard[action];
              return <td key={action}>{permission ? box(permission) : <span aria-hidden="true">–</span>}</td>;
            })}
            <td>{group.other.map((permission) => box(permission, spoken(permission.action)))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
