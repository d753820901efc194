import './states.css';

export interface PagePlaceholderProps {
  title: string;
  /** One plain sentence about what the screen will hold. */
  description: string;
}

/**
 * A page whose screen a later issue builds: its title and what it will show.
 *
 * @example
 * <PagePlaceholder title="Inventory" description="Stock of milk cans, coolers and supplies per centre will show here." />
 */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <div className="mz-page-placeholder">
      <h1 className="mz-page-placeholder__title">{title}</h1>
      <p className="mz-page-placeholder__description">{description}</p>
    </div>
  );
}
