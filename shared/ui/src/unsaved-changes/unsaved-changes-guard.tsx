import { useContext, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { DiscardChangesDialog } from './discard-changes-dialog';
import type { SaveTracker } from './use-save-tracker';

export interface UnsavedChangesGuardProps<V extends FormikValues> {
  tracker: SaveTracker<V>;
  /** Kept current with "would leaving now lose changes?", for a close button outside the form. */
  unsavedRef?: RefObject<boolean>;
}

/**
 * Inside a Form: while it holds changes no save has taken, closing or reloading the tab
 * asks the browser's question, and a navigation in the app (a sidebar link, Back, Cancel's
 * navigate) asks "Discard unsaved changes?" first. In-app navigation can only be held by a
 * data router (createBrowserRouter / createMemoryRouter, as the host and the dev shell use);
 * rendered without one (a component test) the form simply lets it go.
 */
export function UnsavedChangesGuard<V extends FormikValues>({ tracker, unsavedRef }: UnsavedChangesGuardProps<V>) {
  const { dirty, values } = useFormikContext<V>();
  const unsaved = dirty && tracker.isUnsaved(values);
  // Read when the person leaves, which may be mid-save, after the render that last ran.
  const stillUnsaved = useRef<() => boolean>(() => false);
  stillUnsaved.current = () => dirty && tracker.isUnsaved(values);
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useLayoutEffect(() => {
    if (!unsavedRef) return;
    unsavedRef.current = unsaved;
    return () => {
      unsavedRef.current = false;
    };
  }, [unsaved, unsavedRef]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!stillUnsaved.current()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // A router holds one blocker at a time: register only while there is something to lose.
  return unsaved && inDataRouter ? <NavigationBlocker stillUnsaved={stillUnsaved} /> : null;
}

function NavigationBlocker({ stillUnsaved }: { stillUnsaved: RefObject<() => boolean> }) {
  const shouldBlock = useRef<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      // Only leaving the page: a changed query string or hash keeps the form where it is.
      currentLocation.pathname !== nextLocation.pathname && stillUnsaved.current(),
  ).current;
  const blocker = useBlocker(shouldBlock);
  if (blocker.state !== 'blocked') return null;
  return <DiscardChangesDialog onDiscard={() => blocker.proceed()} onStay={() => blocker.reset()} />;
}
