import { useSession } from '@maziwa/api-client';
import { Link } from 'react-router-dom';
import { landingPath } from '../auth/landing';

/** The milk-can-and-drop mark alone (decorative). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M11 3h10v4l3 4v16a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V11l3-4Z" fill="currentColor" opacity="0.25" />
      <path
        d="M11 3h10v4l3 4v16a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V11l3-4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M16 13c2.5 3 3.5 4.6 3.5 6.2a3.5 3.5 0 0 1-7 0c0-1.6 1-3.2 3.5-6.2Z" fill="currentColor" />
    </svg>
  );
}

/**
 * The product mark: a milk can with a drop, and the word Maziwa ("milk" in Swahili).
 * Links to the console's home: the dashboard, or the first page the person may read.
 */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSession((s) => s.user);
  return (
    <Link to={landingPath(user)} className="mz-shell-logo" onClick={onNavigate}>
      <LogoMark className="mz-shell-logo__mark" />
      <span className="mz-shell-logo__word">Maziwa</span>
    </Link>
  );
}
