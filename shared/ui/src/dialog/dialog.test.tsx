import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { DateTimePicker } from '../date-time-picker/date-time-picker';
import { Dialog } from './dialog';

function Harness({ onClose = () => {}, maxWidth }: { onClose?: () => void; maxWidth?: number }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <Dialog
        open={open}
        title="Edit Schedule"
        onClose={close}
        maxWidth={maxWidth}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button>Submit</Button>
          </>
        }
      >
        <label htmlFor="driver">Assigned Driver</label>
        <input id="driver" />
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Schedule' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its h2 title, with a default width cap of 500px', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edit Schedule' })).toBeInTheDocument();
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
  });

  it('takes a wider cap, e.g. for the map picker', async () => {
    const { dialog } = await openDialog({ maxWidth: 800 });
    expect(dialog).toHaveStyle({ maxWidth: '800px' });
  });

  it('moves focus to the first field and returns it to the opener on close', async () => {
    const { user } = await openDialog();
    expect(screen.getByLabelText('Assigned Driver')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes on Escape even when focus fell to the page body', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog({ onClose });
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(within(dialog).getByText('Assigned Driver'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the Close button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user } = await openDialog();
    await user.tab(); // Cancel
    await user.tab(); // Submit
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab(); // wraps to Close
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('stays open on Escape, however often, while the caller refuses to close (a run under way)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog open title="Confirm Bulk Payment Processing" onClose={onClose}>
        <p>Processing payments: 3 of 10 done</p>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Confirm Bulk Payment Processing' })).toBeVisible();
  });

  it('lets a date-time picker inside take Escape: the picker closes, the dialog stays', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog open title="Edit Schedule" onClose={onClose}>
        <label htmlFor="start">Pickup Start Time</label>
        <DateTimePicker id="start" value={null} onChange={() => {}} />
      </Dialog>,
    );
    await user.click(screen.getByLabelText('Pickup Start Time'));
    expect(screen.getByRole('dialog', { name: 'Choose date and time' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose date and time' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Schedule' })).toBeInTheDocument();
  });
});
