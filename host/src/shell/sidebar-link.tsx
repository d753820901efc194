import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from './icons';

interface SidebarLinkProps {
  label: string;
  path: string;
  icon?: IconName;
  onNavigate?: () => void;
}

/** One page in the sidebar; NavLink marks the current one with aria-current="page". */
export function SidebarLink({ label, path, icon, onNavigate }: SidebarLinkProps) {
  return (
    <NavLink
      to={path}
      // Only an exact match is "the current page" (a sub-page of a list is not).
      end
      className={({ isActive }) =>
        ['mz-shell-nav__link', isActive && 'mz-shell-nav__link--active'].filter(Boolean).join(' ')
      }
      onClick={onNavigate}
    >
      {icon ? <Icon name={icon} /> : <span className="mz-shell-nav__bullet" aria-hidden="true" />}
      <span className="mz-shell-nav__label">{label}</span>
    </NavLink>
  );
}
