import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';

/** What a save confirmation says, and where the saved record can be opened. */
export interface SavedToast {
  /** e.g. "Farmer Jane Wanjiru saved". */
  message: string;
  /** The record's page, e.g. { to: '/farmers/farmers-profiles/<id>', label: 'View farmer' }. */
  link?: { to: string; label: string };
}

// @maziwa/ui is one shared singleton across the host and every remote, so a module-level
// list is what a remote's page and the host's <Toaster /> both see.
let toasts: (SavedToast & { id: number })[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Confirms a save to the person: shown by the shell's <Toaster /> for a few seconds.
 *
 * @example
 * showToast({ message: `Farmer ${name} saved`, link: { to: farmerPath(id), label: 'View farmer' } });
 */
export function showToast(toast: SavedToast): void {
  const id = nextId++;
  toasts = [...toasts, { ...toast, id }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((shown) => shown.id !== id);
    emit();
  }, 6000);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where save confirmations appear; rendered once by the host's shell and the dev shell. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div role="status" aria-live="polite" className="mz-toaster">
      {shown.map((toast) => (
        <p key={toast.id} className="mz-toast">
          {toast.message}
          {toast.link && <Link to={toast.link.to}>{toast.link.label}</Link>}
        </p>
      ))}
    </div>
  );
}
