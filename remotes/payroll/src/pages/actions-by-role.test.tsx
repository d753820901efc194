import { withRole } from '@maziwa/dev-shell/testing';
import { screen } from '@testing-library/react';
import { installFakePayrollApi, renderWithProviders, signedInUser, type FakePayrollApi } from '../testing';

let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
});
afterEach(() => api.restore());

async function openPendingPayments(user = signedInUser) {
  renderWithProviders({ route: '/payroll/pending-payments', user });
  await screen.findByText('Samuel Ouma');
}

describe('Pending Payments by role', () => {
  it('gives an admin Process Payments, Top Up and a Process button per row', async () => {
    await openPendingPayments();
    expect(screen.getByRole('button', { name: 'Process Payments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top Up' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Process Samuel Ouma/ })).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('lets an office clerk read and export, but not pay out or top up', async () => {
    await openPendingPayments(withRole(signedInUser, 'user'));
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance and payment totals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process Payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Process / })).not.toBeInTheDocument();
    // Actions holds only each row's Payslip.
    expect(screen.getAllByRole('link', { name: /^Payslip Samuel Ouma/ })).toHaveLength(1);
  });
});
