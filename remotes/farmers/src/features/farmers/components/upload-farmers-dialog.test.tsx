import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  installFakeFarmersApi,
  readTable,
  renderWithProviders,
  type FakeFarmersApi,
  type FarmerLinkBody,
} from '../../../testing';

const LIST = '/farmers/farmers-profiles';
const HEADER = 'full_name,phone,email,member_number';

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
});
afterEach(() => api.restore());

const csv = (...lines: string[]) => new File([[HEADER, ...lines].join('\r\n')], 'farmers.csv', { type: 'text/csv' });

async function openUpload() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Jane Wanjiru');
  await view.user.click(screen.getByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Farmers' });
  return { ...view, dialog };
}

describe('Upload farmers', () => {
  it('offers the template to fill in', async () => {
    const downloads = catchDownloads();
    try {
      const { user, dialog } = await openUpload();
      expect(within(dialog).getByText(/full_name, phone, email, member_number/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Download template' }));
      expect(downloads.names).toEqual(['farmers-template.csv']);
      expect(await downloads.text(0)).toBe(`${HEADER}\r\n`);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('checks every line in the browser and shows the mistakes before creating anything', async () => {
    const { user, dialog } = await openUpload();
    expect(within(dialog).getByRole('button', { name: 'Create farmers' })).toBeDisabled();
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      csv(
        'Mary Njeri,0712345678,mary@maziwa.test,MEM-010',
        'Ouma,0712,ouma@,MEM-011',
        'Peter Kamau,0722000000,MARY@maziwa.test,MEM-012',
      ),
    );
    const check = await within(dialog).findByRole('status', { name: 'File check' });
    expect(check).toHaveTextContent('1 farmer ready to create. 2 lines have mistakes and will be left out:');
    expect(
      within(check)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3: full_name needs the first and last name; phone must be a Kenyan mobile number, e.g. 0712345678 or +254712345678; email must be a valid email address',
      'Line 4: email is already on line 2',
    ]);
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Create 1 farmer' })).toBeEnabled();
  });

  it('refuses a file without the columns', async () => {
    const { user, dialog } = await openUpload();
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['name,phone\nMary,0712345678'], 'people.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The first line must name the columns full_name, phone, email, member_number (missing: full_name, email, member_number).',
    );
    expect(within(dialog).getByRole('button', { name: 'Create farmers' })).toBeDisabled();
  });

  it('creates each good farmer as a Producer, says who was refused and why, and lists the new ones', async () => {
    const { user, dialog } = await openUpload();
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      csv(
        'Mary Njeri,0712345678,mary@maziwa.test,MEM-010',
        'Grace Achieng,+254733000000,taken@maziwa.test,MEM-011',
        '"Kamau, Peter",0722000000,peter@maziwa.test,MEM-001',
      ),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Create 3 farmers' }));

    const summary = await within(dialog).findByRole('status', { name: 'Upload summary' });
    expect(summary).toHaveTextContent('Created 1 farmer.');
    expect(summary).toHaveTextContent('Failed 2:');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3 (MEM-011): email is already registered',
      'Line 4 (MEM-001): member_number is already used in this organisation',
    ]);
    expect(api.queries('GET /roles')).toEqual(['org_id=org-1&filter=name%3AProducer']);
    const [mary] = api.bodies<FarmerLinkBody>('POST /user-roles');
    expect(mary).toMatchObject({
      organization_id: 'org-1',
      role_id: 'role-producer',
      member_id: 'MEM-010',
      status: 'active',
      user: {
        username: 'Mary-Njeri',
        first_name: 'Mary',
        last_name: 'Njeri',
        email: 'mary@maziwa.test',
        contact_info: { phone: '0712345678' },
      },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(readTable('Farmers').map(([member, name]) => `${member} ${name}`)).toContain('MEM-010 Mary Njeri'),
    );
  });

  it('shows progress while the farmers are created', async () => {
    const { user, dialog } = await openUpload();
    const release = api.hold('POST /user-roles');
    await user.upload(within(dialog).getByLabelText('CSV file'), csv('Mary Njeri,0712345678,mary@maziwa.test,MEM-010'));
    await user.click(await within(dialog).findByRole('button', { name: 'Create 1 farmer' }));
    expect(await within(dialog).findByText('Creating farmers: 0 of 1 done')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Farmers created' })).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Created 1 farmer.')).toBeInTheDocument();
  });

  it('creates nothing and says so when the Producer role cannot be found', async () => {
    api.on({ 'GET /roles': () => jsonResponse({ data: [], total: 0, limit: 100, offset: 0 }) });
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('CSV file'), csv('Mary Njeri,0712345678,mary@maziwa.test,MEM-010'));
    await user.click(await within(dialog).findByRole('button', { name: 'Create 1 farmer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing was created: Producer role not found');
    expect(api.calls).not.toContain('POST /user-roles');
  });
});
