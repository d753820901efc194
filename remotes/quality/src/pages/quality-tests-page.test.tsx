import { jsonResponse } from '@maziwa/api-client/testing';
import type { QualityTestRow } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { currentMonth, monthDays, monthLabel, previousMonth } from '@maziwa/ui';
import type { UserEvent } from '@testing-library/user-event';
import {
  catchDownloads,
  installFakeQualityApi,
  readTable,
  renderToaster,
  renderWithProviders,
  TEST_ORG_ID,
  toastRegion,
  type FakeQualityApi,
} from '../testing';
import { fillFields } from '@maziwa/dev-shell/testing';

const LIST = '/quality-control/quality-tests';
const REPORT = 'GET /reports/quality-tests';

let api: FakeQualityApi;
beforeEach(() => {
  api = installFakeQualityApi();
});
afterEach(() => api.restore());

const table = () => readTable('Quality tests');
const batches = () => table().map((cells) => cells[3]);
const queries = () => api.queries(REPORT);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('LMR-250203-PM');
  return view;
}

describe('Quality Tests', () => {
  it('shows Loading quality tests... and then the tests under the spec columns', async () => {
    const release = api.hold(REPORT);
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality Tests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findByText('Loading quality tests...')).toBeInTheDocument();
    release();

    await screen.findByText('LMR-250203-PM');
    expect(screen.queryByText('Loading quality tests...')).not.toBeInTheDocument();
    for (const header of ['Test Date', 'Collection Center', 'QA Agent', 'Batch Number', 'Overall Result']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table()).toEqual([
      ['03/02/2025', 'Limuru CC', 'N/A', 'LMR-250203-PM', 'Fail'],
      ['20/01/2025', 'Kiambu Town CC', 'Grace Njeri', 'KBU-250120-AM', 'Pass'],
      ['06/01/2025', 'Kiambu Town CC', 'Grace Njeri', 'KBU-250106-AM', 'Pass'],
    ]);
    expect(queries()).toEqual([`organization_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('says Failed to fetch quality tests when the report fails', async () => {
    api.on({ [REPORT]: () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch quality tests');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  describe('with many tests', () => {
    const many: QualityTestRow[] = Array.from({ length: 23 }, (_, i) => ({
      id: `qt-m${i}`,
      test_date: `2025-01-${String(23 - i).padStart(2, '0')}`,
      collection_center: i % 2 ? 'Limuru CC' : 'Kiambu Town CC',
      qa_agent: null,
      batch_number: `B-${String(23 - i).padStart(2, '0')}`,
      overall_result: 'pass',
    }));
    beforeEach(() => {
      api.restore();
      api = installFakeQualityApi({ qualityTests: many });
    });

    it('pages and sorts on the server', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('B-23');
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(batches()[0]).toBe('B-13'));
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=10`);

      await user.click(within(screen.getByRole('columnheader', { name: 'Batch Number' })).getByText('Batch Number'));
      await waitFor(() => expect(batches()[0]).toBe('B-01'));
      expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=batch_number`);
      await user.click(within(screen.getByRole('columnheader', { name: 'Test Date' })).getByText('Test Date'));
      await waitFor(() =>
        expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&limit=10&offset=0&sort=test_date`),
      );
    });
  });

  it('searches and filters by result, day and month on the server', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Limuru');
    await waitFor(() => expect(batches()).toEqual(['LMR-250203-PM']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&q=Limuru&limit=10&offset=0`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Pass', 'Fail']);
    await user.selectOptions(status, 'Pass');
    await waitFor(() => expect(batches()).toEqual(['KBU-250120-AM', 'KBU-250106-AM']));
    expect(queries().at(-1)).toBe(`organization_id=${TEST_ORG_ID}&status=pass&limit=10&offset=0`);

    await user.type(screen.getByLabelText('Date'), '06/01/2025');
    await waitFor(() => expect(batches()).toEqual(['KBU-250106-AM']));
    expect(queries().at(-1)).toBe(
      `organization_id=${TEST_ORG_ID}&from=2025-01-06&to=2025-01-06&status=pass&limit=10&offset=0`,
    );

    await user.clear(screen.getByLabelText('Date'));
    // Last month: always offered, whatever today is (the kit's month in the organisation's zone).
    const lastMonth = previousMonth(currentMonth());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    const { from, to } = monthDays(lastMonth);
    await waitFor(() =>
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&from=${from}&to=${to}&status=pass&limit=10&offset=0`,
      ),
    );
    expect(await screen.findByText('No quality tests found.')).toBeInTheDocument();
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Fail');
      await waitFor(() => expect(batches()).toEqual(['LMR-250203-PM']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['quality-tests.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'test_date:Test Date,collection_center:Collection Center,qa_agent:QA Agent,batch_number:Batch Number,overall_result:Overall Result',
      );
      expect(queries().at(-1)).toBe(
        `organization_id=${TEST_ORG_ID}&status=fail&columns=test_date%3ATest+Date%2Ccollection_center%3ACollection+Center%2Cqa_agent%3AQA+Agent%2Cbatch_number%3ABatch+Number%2Coverall_result%3AOverall+Result&format=csv`,
      );
      expect((await downloads.text(0)).split('\n').slice(0, 2)).toEqual([
        '"test_date","collection_center","qa_agent","batch_number","overall_result"',
        '"2025-02-03","Limuru CC","","LMR-250203-PM","fail"',
      ]);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  describe('Add New Test', () => {
    async function openDialog(user: UserEvent) {
      await user.click(screen.getByRole('button', { name: 'Add New Test' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Test' });
      await within(dialog).findByRole('option', { name: 'Limuru CC' });
      return dialog;
    }

    const good = {
      'Collection Center': 'Kiambu Town CC',
      'QA Agent': 'Grace Njeri',
      'Batch Number': 'KBU-250210-AM',
      'Fat (%)': '3.9',
      'Protein (%)': '3.2',
      'SCC (cells/ml)': '180000',
      Density: '1.029',
      'Temperature (°C)': '4',
      'Alcohol Test': 'Pass',
      'Clot on Boiling': 'Pass',
      'Antibiotic Residue': 'Pass',
    };

    it('offers the collection centres and QA agents of the organisation', async () => {
      const { user } = await renderList();
      const dialog = await openDialog(user);
      const centre = within(dialog).getByLabelText('Collection Center');
      expect(
        within(centre)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select a collection center', 'Kiambu Town CC', 'Limuru CC']);
      expect(api.queries('GET /locations')).toEqual([
        `org_id=${TEST_ORG_ID}&filter=type%3Acollection_center&sort=name&limit=1000`,
      ]);
      expect(api.queries('GET /user-roles')).toEqual([
        `org_id=${TEST_ORG_ID}&filter=role_name%3AQA%2FCollector&populate=user&limit=1000`,
      ]);
      expect(within(dialog).getByLabelText('Test Time')).not.toHaveValue('');
    });

    it('shows the overall result before saving: Pass only if every check passes', async () => {
      const { user } = await renderList();
      const dialog = await openDialog(user);
      const overall = within(dialog).getByRole('status', { name: 'Overall Result' });
      expect(overall).toHaveTextContent('Complete the checks to see it');

      await fillFields(user, dialog, good);
      expect(overall).toHaveTextContent('Pass');

      await fillFields(user, dialog, { Density: '1.020', 'Antibiotic Residue': 'Fail' });
      expect(overall).toHaveTextContent('Fail');
      expect(
        within(overall)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Antibiotic residue found', 'Density below 1.026 suggests added water']);
    });

    it('saves the test with POST /quality-tests, says so and shows it in the list', async () => {
      renderToaster();
      const { user } = await renderList();
      const dialog = await openDialog(user);
      await fillFields(user, dialog, { ...good, Density: '1.022' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Test' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [body] = api.bodies<Record<string, unknown>>('POST /quality-tests');
      expect(body).toEqual({
        organization_id: TEST_ORG_ID,
        location_id: 'loc-kiambu',
        qa_agent_id: 'link-qa1',
        batch_number: 'KBU-250210-AM',
        tested_at: expect.any(String),
        fat_pct: 3.9,
        protein_pct: 3.2,
        scc: 180000,
        density: 1.022,
        temperature_c: 4,
        alcohol_test: 'pass',
        clot_on_boiling: 'pass',
        antibiotic_residue: 'pass',
        overall_result: 'fail',
      });
      expect(Math.abs(Date.parse(body.tested_at as string) - Date.now())).toBeLessThan(31 * 60 * 1000);
      expect(within(toastRegion()).getByText('Test of batch KBU-250210-AM saved: Fail')).toBeInTheDocument();
      await waitFor(() => expect(batches()[0]).toBe('KBU-250210-AM'));
      expect(table()[0].slice(1)).toEqual(['Kiambu Town CC', 'Grace Njeri', 'KBU-250210-AM', 'Fail']);
    });

    it('says what is missing and sends nothing', async () => {
      const { user } = await renderList();
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Save Test' }));
      expect(await within(dialog).findByText('Collection Center is required')).toBeInTheDocument();
      for (const message of [
        'Batch Number is required',
        'Fat is required',
        'Density is required',
        'Alcohol Test is required',
      ]) {
        expect(within(dialog).getByText(message)).toBeInTheDocument();
      }
      expect(api.calls).not.toContain('POST /quality-tests');
    });

    it("puts the API's field errors at the fields and keeps what was typed", async () => {
      const { user } = await renderList();
      const dialog = await openDialog(user);
      await fillFields(user, dialog, { ...good, 'Batch Number': 'KBU-250120-AM' });
      await user.click(within(dialog).getByRole('button', { name: 'Save Test' }));

      expect(await within(dialog).findByText('A test of this batch already exists')).toBeInTheDocument();
      expect(within(dialog).getByText('An error occurred while submitting the form.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Batch Number')).toHaveValue('KBU-250120-AM');
      expect(within(dialog).getByLabelText('Batch Number')).toHaveAttribute('aria-invalid', 'true');
    });

    it('Cancel closes without saving', async () => {
      const { user } = await renderList();
      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls).not.toContain('POST /quality-tests');
    });

    it('asks before Cancel drops readings typed: Stay keeps them', async () => {
      const { user } = await renderList();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Batch Number'), 'KBU-250210-AM');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
          name: 'Stay',
        }),
      );
      expect(within(dialog).getByLabelText('Batch Number')).toHaveValue('KBU-250210-AM');
      expect(api.calls).not.toContain('POST /quality-tests');
    });
  });
});
