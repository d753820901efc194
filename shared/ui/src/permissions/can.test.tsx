import { render, screen } from '@testing-library/react';
import { RowActions } from '../data-table/row-actions';
import { Can, PermissionsProvider } from './can';
import { NoAccessPanel } from './no-access-panel';

const clerk = (permission: string) => ['trips:read', 'trips:update'].includes(permission);

describe('permission-aware components', () => {
  it('Can shows its children only to a person holding the permission', () => {
    render(
      <PermissionsProvider can={clerk}>
        <Can permission="trips:update">
          <button type="button">Edit</button>
        </Can>
        <Can permission="trips:delete">
          <button type="button">Delete</button>
        </Can>
      </PermissionsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('Can and RowActions with several permissions show only to a person holding every one', () => {
    render(
      <PermissionsProvider can={clerk}>
        <Can permission={['trips:read', 'trips:update']}>
          <button type="button">Reschedule</button>
        </Can>
        <Can permission={['trips:update', 'routes:update']}>
          <button type="button">Change route</button>
        </Can>
        <RowActions
          name="Kiambu North"
          actions={[
            { label: 'Move', permission: ['trips:read', 'trips:update'], onClick: jest.fn() },
            { label: 'Split', permission: ['trips:update', 'trips:create'], onClick: jest.fn() },
          ]}
        />
      </PermissionsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change route' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Kiambu North' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split Kiambu North' })).not.toBeInTheDocument();
  });

  it('RowActions leaves out the actions the person lacks and keeps those naming none', () => {
    const actions = [
      { label: 'Edit', permission: 'trips:update', onClick: jest.fn() },
      { label: 'Delete', permission: 'trips:delete', onClick: jest.fn() },
      { label: 'View', onClick: jest.fn() },
    ];
    render(
      <PermissionsProvider can={clerk}>
        <RowActions name="Kiambu North" actions={actions} />
      </PermissionsProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit Kiambu North',
      'View Kiambu North',
    ]);
  });

  it('shows nothing that names a permission outside a provider', () => {
    render(
      <>
        <Can permission="trips:read">
          <p>secret</p>
        </Can>
        <RowActions
          name="Kiambu"
          actions={[
            { label: 'Delete', permission: 'trips:delete', onClick: jest.fn() },
            { label: 'View', onClick: jest.fn() },
          ]}
        />
      </>,
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('the no-access panel says so as the page heading', () => {
    render(<NoAccessPanel />);
    expect(screen.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
  });
});
