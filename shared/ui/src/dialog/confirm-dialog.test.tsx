import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

const renderDialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  render(
    <ConfirmDialog
      title="Deactivate bmwangi?"
      confirmLabel="Deactivate"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    >
      They can no longer sign in.
    </ConfirmDialog>,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: 'Deactivate bmwangi?' }) };
};

describe('ConfirmDialog', () => {
  it('asks, then confirms or cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose, dialog } = renderDialog();
    expect(dialog).toHaveTextContent('They can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows why the action failed, and waits while it runs', () => {
    const { dialog } = renderDialog({ pending: true, error: new Error('You cannot deactivate your own account') });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You cannot deactivate your own account');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  });

  it("shows an API error's field problems without the field's name", () => {
    const error = Object.assign(new Error('is_active You cannot deactivate your own account'), {
      fields: { is_active: 'You cannot deactivate your own account' },
    });
    const { dialog } = renderDialog({ error });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^You cannot deactivate your own account$/);
  });
});
