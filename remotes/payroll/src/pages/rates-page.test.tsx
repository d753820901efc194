import { withRole } from '@maziwa/dev-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { catchDownloads, readTable, renderWithProviders, signedInUser } from '../testing';
import {
  buildPayRate,
  buildQualityAdjustment,
  installFakeRatesApi,
  type FakeRatesApi,
} from '../testing/fake-rates-api';

const PAGE = '/payroll/rates';

let api: FakeRatesApi;
beforeEach(() => {
  api = installFakeRatesApi({
    payRates: [
      buildPayRate({
        id: 'rate-1',
        kind: 'farmer_special',
        rate_per_litre: 58,
        effective_from: '2026-11-01',
        effective_to: '2026-11-30',
        notes: 'Show cow',
      }),
      buildPayRate({ id: 'rate-2', rate_per_litre: 52.5, effective_from: '2026-01-01' }),
      buildPayRate({
        id: 'rate-3',
        kind: 'route',
        producer_id: null,
        farmer_name: null,
        member_id: null,
        route_id: 'route-1',
        route_name: 'Kiambu North',
        rate_per_litre: 49.75,
      }),
    ],
    qualityAdjustments: [
      buildQualityAdjustment({ id: 'rule-1' }),
      buildQualityAdjustment({ id: 'rule-2', comparison: 'above', threshold: 400000, amount_per_litre: -2 }),
    ],
  });
});
afterEach(() => api.restore());

async function openRates(user = signedInUser) {
  const view = renderWithProviders({ route: PAGE, user });
  // Each of the three tables loads on its own: wait for a row of every one.
  await screen.findByText('SCC below 200,000: +Ksh 1.50/L');
  await screen.findByText('Kiambu North');
  await screen.findByText('Show cow');
  return view;
}

describe('Rates', () => {
  it('shows the default rate, farmer and route rates and the quality rules', async () => {
    await openRates();
    expect(screen.getByRole('heading', { level: 1, name: 'Rates' })).toBeInTheDocument();
    expect(await screen.findByText('Ksh 50.00 per litre')).toBeInTheDocument();
    expect(readTable('Farmer rates')).toEqual([
      ['Akinyi Otieno', 'F-001', 'Special', 'Ksh 58.00', '01/11/2026', '30/11/2026', 'Show cow', 'EditDelete'],
      ['Akinyi Otieno', 'F-001', 'Standing', 'Ksh 52.50', '01/01/2026', 'Until replaced', '', 'EditDelete'],
    ]);
    expect(readTable('Route rates')).toEqual([['Kiambu North', 'Ksh 49.75', '01/01/2026', '', 'EditDelete']]);
    expect(readTable('Quality adjustments').map(([rule]) => rule)).toEqual([
      'SCC below 200,000: +Ksh 1.50/L',
      'SCC above 400,000: -Ksh 2.00/L',
    ]);
    expect(api.queries('GET /pay-rates')).toContain(
      'org_id=org-1&filter=kind%3Afarmer_special%2Ckind%3Afarmer&limit=10&offset=0',
    );
  });

  it('adds a special rate for a farmer found by name', async () => {
    const { user } = await openRates();
    await user.click(screen.getByRole('button', { name: 'Add Farmer Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Farmer Rate' });
    const farmer = within(dialog).getByRole('combobox', { name: 'Farmer' });
    await user.type(farmer, 'kiprono');
    // The server's search offers only the farmers matching what was typed.
    const found = await within(dialog).findByRole('listbox', { name: 'Farmers found' });
    await within(found).findByRole('option', { name: 'Kiprono Koech (F-002)' });
    expect(
      within(found)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kiprono Koech (F-002)']);
    expect(api.queries('GET /user-roles').at(-1)).toContain('q=kiprono');
    await user.click(within(found).getByRole('option', { name: 'Kiprono Koech (F-002)' }));
    expect(farmer).toHaveValue('Kiprono Koech (F-002)');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Special rate for a period');
    await user.type(within(dialog).getByLabelText('Rate (Ksh per litre)'), '61.25');
    await user.type(within(dialog).getByLabelText('Effective From'), '01/12/2026');
    await user.type(within(dialog).getByLabelText('Effective To'), '15/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /pay-rates')).toEqual([
      {
        kind: 'farmer_special',
        producer_id: 'link-f2',
        rate_per_litre: 61.25,
        effective_from: '2026-12-01',
        effective_to: '2026-12-15',
        notes: null,
      },
    ]);
    expect(await screen.findByText('Kiprono Koech')).toBeInTheDocument();
  });

  it('adds a route rate, checking the form before sending', async () => {
    const { user } = await openRates();
    await user.click(screen.getByRole('button', { name: 'Add Route Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Route Rate' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Route is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate is required')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Route' }), 'Limuru Loop');
    await user.type(within(dialog).getByLabelText('Rate (Ksh per litre)'), '48');
    await user.type(within(dialog).getByLabelText('Effective From'), '01/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodies('POST /pay-rates')).toEqual([
        { kind: 'route', route_id: 'route-2', rate_per_litre: 48, effective_from: '2026-11-01', notes: null },
      ]),
    );
    expect(await screen.findByText('Limuru Loop')).toBeInTheDocument();
  });

  it('shows the API refusing a change to approved pay at Effective From, keeping what was typed', async () => {
    const { user } = await openRates();
    await user.click(screen.getByRole('button', { name: 'Edit Akinyi Otieno (F-001) from 01/01/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Farmer Rate' });
    expect(within(dialog).getByText('For Akinyi Otieno (F-001).')).toBeInTheDocument();
    const rate = within(dialog).getByLabelText('Rate (Ksh per litre)');
    await user.clear(rate);
    await user.type(rate, '55');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('must be 2026-11-01 or later: pay up to 2026-10-31 is approved'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Rate (Ksh per litre)')).toHaveValue(55);
    expect(api.bodies('PUT /pay-rates/rate-2')).toEqual([
      { rate_per_litre: 55, effective_from: '2026-01-01', notes: null },
    ]);
  });

  it('deletes a quality rule after asking', async () => {
    const { user } = await openRates();
    await user.click(screen.getByRole('button', { name: 'Delete SCC above 400,000: -Ksh 2.00/L' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete SCC above 400,000: -Ksh 2.00/L?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('SCC above 400,000: -Ksh 2.00/L')).not.toBeInTheDocument());
    expect(api.calls).toContain('DELETE /quality-adjustments/rule-2');
  });

  it('adds a quality rule and edits the default rate', async () => {
    const { user } = await openRates();
    await user.click(screen.getByRole('button', { name: 'Add Quality Adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Quality Adjustment' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Measure' }), 'Fat (%)');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Comparison' }), 'at or above');
    await user.type(within(dialog).getByLabelText('Threshold'), '4');
    await user.type(within(dialog).getByLabelText('Amount (Ksh per litre, negative for a penalty)'), '1');
    await user.type(within(dialog).getByLabelText('Effective From'), '01/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fat at or above 4.0%: +Ksh 1.00/L')).toBeInTheDocument();
    expect(api.bodies('POST /quality-adjustments')).toEqual([
      {
        measure: 'fat_pct',
        comparison: 'at_or_above',
        threshold: 4,
        amount_per_litre: 1,
        effective_from: '2026-11-01',
        effective_to: null,
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit Default Rate' }));
    const rateDialog = await screen.findByRole('dialog', { name: 'Edit Default Rate' });
    const field = within(rateDialog).getByLabelText('Default Rate (Ksh per litre)');
    await user.clear(field);
    await user.type(field, '51.5');
    await user.click(within(rateDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ksh 51.50 per litre')).toBeInTheDocument();
    expect(api.bodies('PUT /organizations/org-1')).toEqual([{ default_rate_per_litre: 51.5 }]);
  });

  it('exports each table from the API with its columns: farmer rates, route rates, quality adjustments', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await openRates(withRole(signedInUser, 'user'));
      const buttons = screen.getAllByRole('button', { name: 'Export Data' });
      expect(buttons).toHaveLength(3);
      for (const button of buttons) await user.click(button);
      await waitFor(() =>
        expect(downloads.names).toEqual(['farmer-rates.csv', 'route-rates.csv', 'quality-adjustments.csv']),
      );
      const exported = (path: string) =>
        api
          .queries(path)
          .map((query) => new URLSearchParams(query))
          .filter((query) => query.get('format') === 'csv');
      const [farmer, route] = exported('GET /pay-rates');
      expect(farmer.get('filter')).toBe('kind:farmer_special,kind:farmer');
      // Type as the table says it (Special, Standing), not the API's kind.
      expect(farmer.get('columns')).toBe(
        'farmer_name:Farmer Name,member_id:Member Number,type_label:Type,rate_per_litre:Rate per Litre,' +
          'effective_from:Effective From,effective_to:Effective To,notes:Notes',
      );
      expect(route.get('filter')).toBe('kind:route');
      expect(route.get('columns')).toBe(
        'route_name:Route,rate_per_litre:Rate per Litre,effective_from:Effective From,notes:Notes',
      );
      // The rule in words, not the measure it sorts by.
      expect(exported('GET /quality-adjustments')[0].get('columns')).toBe(
        'label:Rule,effective_from:Effective From,effective_to:Effective To',
      );
    } finally {
      downloads.restore();
    }
  });

  it('lets an office clerk read the rates but not change them', async () => {
    await openRates(withRole(signedInUser, 'user'));
    expect(await screen.findByText('Ksh 50.00 per litre')).toBeInTheDocument();
    expect(readTable('Farmer rates')).toHaveLength(2);
    for (const name of ['Add Farmer Rate', 'Add Route Rate', 'Add Quality Adjustment', 'Edit Default Rate']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
