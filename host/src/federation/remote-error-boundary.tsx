import type { RemoteId } from '@maziwa/contracts';
import { ErrorPanel, isChunkLoadError } from '@maziwa/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoadError } from './load-remote-module';
import { versionClashOf } from './version-clash';

interface Props {
  /** The remote whose pages are inside. */
  remote: RemoteId;
  /** The boundary clears itself when this changes (the user navigated elsewhere). */
  resetKey: string;
  onRetry(): void;
  /** Some file of the remote did not arrive: what was loaded of it must be loaded again. */
  onLoadFailed(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing remote inside its own area: the sidebar, header and other remotes keep
 * working, and the user gets the error with a Retry button.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A page's own chunk asks for the shared libraries when it loads, after its remote has:
    // a version clash found there is the remote's, said as plainly as one found loading it.
    const shown =
      !(error instanceof RemoteLoadError) && versionClashOf(error)
        ? new RemoteLoadError(this.props.remote, error)
        : error;
    const title =
      shown instanceof RemoteLoadError ? 'This part of Maziwa could not be loaded' : 'This page ran into a problem';
    return <ErrorPanel title={title} message={shown.message} onRetry={this.props.onRetry} />;
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote area failed', error, error.cause ?? '', info.componentStack);
    // Its routes or a page's chunk did not arrive (a page that throws is the page's own
    // problem, and a version clash stays whatever is loaded again).
    const missing = error instanceof RemoteLoadError ? !versionClashOf(error.cause) : isChunkLoadError(error);
    if (missing) this.props.onLoadFailed();
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
}
