import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { CheckboxGroupField } from './checkbox-group-field';
import { Form } from './form';
import { SubmitButton } from './submit-button';

const roles = [
  { value: 'r-admin', label: 'admin' },
  { value: 'r-user', label: 'user' },
  { value: 'r-qa', label: 'QA/Collector' },
];

function RolesForm({ initial, onSubmit }: { initial: string[]; onSubmit(values: { role_ids: string[] }): void }) {
  return (
    <Form
      initialValues={{ role_ids: initial }}
      validationSchema={yup.object({ role_ids: yup.array().min(1, 'Choose at least one role') })}
      onSubmit={onSubmit}
    >
      <CheckboxGroupField name="role_ids" label="Roles" options={roles} />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

describe('CheckboxGroupField', () => {
  it('ticks what is chosen and submits the choice in the order of the options', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<RolesForm initial={['other-org-role', 'r-qa']} onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: 'Roles' });
    expect(within(group).getByRole('checkbox', { name: 'QA/Collector' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'admin' })).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'user' }));
    await user.click(within(group).getByRole('checkbox', { name: 'admin' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A value the options do not offer is kept, not dropped.
    expect(onSubmit).toHaveBeenCalledWith(
      { role_ids: ['other-org-role', 'r-admin', 'r-user', 'r-qa'] },
      expect.anything(),
    );
  });

  it('shows its error under the group', async () => {
    const user = userEvent.setup();
    render(<RolesForm initial={['r-user']} onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'user' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one role')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription('Choose at least one role');
  });
});
