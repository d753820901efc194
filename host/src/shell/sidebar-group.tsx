import { Icon } from './icons';
import { SidebarLink } from './sidebar-link';
import type { MenuGroup } from './sidebar-menu';

interface SidebarGroupProps {
  group: MenuGroup;
  expanded: boolean;
  /** The current page is one of this group's items. */
  current: boolean;
  onToggle(): void;
  onNavigate?: () => void;
}

/** A collapsible sidebar group: a disclosure button controlling the list of its pages. */
export function SidebarGroup({ group, expanded, current, onToggle, onNavigate }: SidebarGroupProps) {
  const listId = `mz-shell-nav-${group.id}`;
  return (
    <>
      <button
        type="button"
        className={['mz-shell-nav__link', 'mz-shell-nav__toggle', current && 'mz-shell-nav__toggle--current']
          .filter(Boolean)
          .join(' ')}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Icon name={group.icon} />
        <span className="mz-shell-nav__label">{group.label}</span>
        <Icon name="chevron" className="mz-shell-nav__chevron" />
      </button>
      <ul id={listId} className="mz-shell-nav__sublist" hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.path}>
            <SidebarLink label={item.label} path={item.path} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}
