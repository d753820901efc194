import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { Dialog } from './dialog';
import { DIALOG_LOAD_ERROR, DIALOG_LOAD_FAILED_TITLE, DIALOG_LOADING_TITLE, lazyDialog } from './lazy-dialog';

interface RenameDialogProps {
  name: string;
  onClose(): void;
}

function RenameDialog({ name, onClose }: RenameDialogProps) {
  return (
    <Dialog open title={`Rename ${name}`} onClose={onClose}>
      <p>The new name, please.</p>
    </Dialog>
  );
}

/** A download the test settles by hand. */
function deferredDownload() {
  const calls: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const load = jest.fn(
    () =>
      new Promise<typeof RenameDialog>((resolve, reject) => {
        calls.push({ resolve: () => resolve(RenameDialog), reject });
      }),
  );
  return { load, calls };
}

function Page({ Dialog: LazyRename }: { Dialog: ComponentType<RenameDialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      {open && <LazyRename name="Kiambu" onClose={() => setOpen(false)} />}
    </>
  );
}

describe('lazyDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the dialog on first opening only, showing its frame with a spinner meanwhile', async () => {
    const user = userEvent.setup();
    const { load, calls } = deferredDownload();
    render(<Page Dialog={lazyDialog(load)} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const frame = screen.getByRole('dialog', { name: DIALOG_LOADING_TITLE });
    expect(within(frame).getByRole('status')).toHaveTextContent('Loading ...');
    calls[0].resolve();
    expect(await screen.findByText('The new name, please.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Focus moved from the frame into the dialog, and goes back to the opener on close.
    expect(screen.getByRole('dialog', { name: 'Rename Kiambu' })).toContainElement(
      document.activeElement as HTMLElement,
    );

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('The new name, please.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for a chunk that did not arrive before showing a failure', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<typeof RenameDialog>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValue(RenameDialog);
    render(<Page Dialog={lazyDialog(load)} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('The new name, please.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(DIALOG_LOAD_ERROR)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('closes while it loads (Escape)', async () => {
    const user = userEvent.setup();
    const { load } = deferredDownload();
    render(<Page Dialog={lazyDialog(load)} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('dialog', { name: DIALOG_LOADING_TITLE })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed download in the frame, and Retry downloads again', async () => {
    const user = userEvent.setup();
    // React reports the error its boundary caught.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = deferredDownload();
    render(<Page Dialog={lazyDialog(load)} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    calls[0].reject(new Error('Loading chunk 42 failed.'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DIALOG_LOAD_ERROR);
    expect(screen.getByRole('dialog', { name: DIALOG_LOAD_FAILED_TITLE })).toContainElement(alert);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    calls[1].resolve();
    expect(await screen.findByRole('dialog', { name: 'Rename Kiambu' })).toHaveTextContent('The new name, please.');
  });

  it("passes the dialog's own errors on to the page, not as a failed download", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error('No name to rename');
    }
    class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>The page failed</p> : this.props.children;
      }
    }
    render(
      <PageBoundary>
        <Page Dialog={lazyDialog(() => Promise.resolve(Broken))} />
      </PageBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('The page failed')).toBeInTheDocument();
    expect(screen.queryByText(DIALOG_LOAD_ERROR)).not.toBeInTheDocument();
  });
});
