import type { ButtonHTMLAttributes } from 'react';
import './link-button.css';

export type LinkButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button that looks like a link, for text that opens something in place, e.g. a farmer's
 * name in a table opening their details. It stays a button (Enter and Space press it, it is
 * announced as a button) and shows the focus ring on keyboard focus. `type` defaults to
 * "button", so it never submits a form.
 *
 * @example
 * cellRenderer: (farmer) => <LinkButton onClick={() => onView(farmer)}>{farmer.farmer_name}</LinkButton>
 */
export function LinkButton({ type = 'button', className, ...rest }: LinkButtonProps) {
  return <button type={type} className={['mz-link-button', className].filter(Boolean).join(' ')} {...rest} />;
}
