import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '../button/spinner';
import { ErrorPanel } from '../list-page/error-panel';
import { loadChunk } from '../page-routes/chunk-load';
import { Dialog } from './dialog';
import './lazy-dialog.css';

/** What every lazily loaded dialog takes: the frame shown before it arrives closes with it. */
export interface LazyDialogProps {
  onClose(): void;
}

/**
 * The frame's heading until the dialog arrives. Not the dialog's own title: a test (or a screen
 * reader) that finds the dialog by its name finds the one with its fields, not the frame.
 */
export const DIALOG_LOADING_TITLE = 'Loading ...';

/** The frame's heading and failure when the dialog's files did not arrive. */
export const DIALOG_LOAD_FAILED_TITLE = 'Could not open';
export const DIALOG_LOAD_ERROR = 'The dialog could not be loaded';

/** A failed download of the dialog's code, told apart from an error the dialog throws. */
class DialogLoadError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'DialogLoadError';
  }
}

interface LoadBoundaryProps {
  onClose(): void;
  onRetry(): void;
  children: ReactNode;
}

/**
 * Shows a failed download in the dialog's frame, with Retry. Any other error is the dialog's
 * own: thrown on, to the page's error boundary, as it would be without the lazy load.
 */
class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error == null) return this.props.children;
    if (!(error instanceof DialogLoadError)) throw error;
    return (
      <Dialog open title={DIALOG_LOAD_FAILED_TITLE} onClose={this.props.onClose}>
        <ErrorPanel
          title={DIALOG_LOAD_ERROR}
          message="Check the connection and try again."
          onRetry={this.props.onRetry}
        />
      </Dialog>
    );
  }
}

/**
 * A dialog whose code (and what it imports: the form kit, formik, yup) is downloaded when it
 * is first shown, not with the page: a list page loads without its add and edit forms. Until
 * it arrives the dialog's frame shows a spinner (Escape and × close it); a failed download
 * shows its failure there, with Retry. Define it once, at module level, and render it only
 * while it is open, as `{editing && <EditUserDialog ... />}`: rendering it starts the download.
 *
 * @example
 * const AddUserDialog = lazyDialog(() => import('./add-user-dialog').then((module) => module.AddUserDialog));
 * ...
 * {adding && <AddUserDialog onClose={() => setAdding(false)} />}
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // A chunk that did not arrive is asked for again first (loadChunk); Retry is for longer outages.
  const download = () =>
    loadChunk(load).then(
      (component) => ({ default: component }),
      (reason: unknown) => {
        throw new DialogLoadError(reason);
      },
    );
  // One download for every opening; a failed one is forgotten on Retry (React.lazy keeps its failure).
  let Loaded = lazy(download);

  function LazyDialog(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = lazy(download);
      setAttempt((count) => count + 1);
    };
    return (
      <LoadBoundary key={attempt} onClose={props.onClose} onRetry={retry}>
        <Suspense
          fallback={
            <Dialog open title={DIALOG_LOADING_TITLE} onClose={props.onClose}>
              <div className="mz-lazy-dialog__loading">
                <Spinner label="Loading ..." size="large" />
              </div>
            </Dialog>
          }
        >
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyDialog;
}
