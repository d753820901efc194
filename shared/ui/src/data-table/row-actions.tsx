import { Button } from '../button/button';
import './row-actions.css';

export interface RowAction {
  label: string;
  onClick(): void;
}

export interface RowActionsProps {
  /** What the row is called, e.g. the route's name: "Edit Kiambu North". */
  name: string;
  actions: RowAction[];
}

/**
 * The small buttons of one table row. Every row has the same words; the row's name tells
 * them apart for screen readers and voice control ("click Map Kiambu North").
 *
 * @example
 * <RowActions name={route.name} actions={[{ label: 'Edit', onClick: () => edit(route) }]} />
 */
export function RowActions({ name, actions }: RowActionsProps) {
  return (
    <div className="mz-row-actions">
      {actions.map(({ label, onClick }) => (
        <Button key={label} variant="ghost" size="small" aria-label={`${label} ${name}`} onClick={onClick}>
          {label}
        </Button>
      ))}
    </div>
  );
}
