import '../list-page/states.css';

/** The words of the panel, for tests and the e2e suite. */
export const NO_ACCESS_TITLE = 'You do not have access to this page';

/**
 * Shown in place of a page the signed-in person may not read: the shell stays, so they can
 * go on to a page they may open.
 *
 * @example <NoAccessPanel />
 */
export function NoAccessPanel() {
  return (
    <section className="mz-state" aria-labelledby="mz-no-access-title">
      <h1 id="mz-no-access-title" className="mz-state__title">
        {NO_ACCESS_TITLE}
      </h1>
      <p className="mz-state__message">
        Your roles do not include reading what this page shows. Ask your organisation&apos;s administrator if you need
        it, or choose another page from the menu.
      </p>
    </section>
  );
}
