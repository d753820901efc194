import { screen, within } from '@testing-library/react';
import {
  buildMessagingSettings,
  installFakeMessagingSettingsApi,
  renderToaster,
  renderWithProviders,
  signedInUser,
  toastRegion,
  type FakeMessagingSettingsApi,
} from '../testing';

const PAGE = '/organisation-settings/notifications-and-payouts';
const admin = {
  ...signedInUser,
  permissions: [...signedInUser.permissions, 'messaging_settings:read', 'messaging_settings:update'],
};

let api: FakeMessagingSettingsApi;
afterEach(() => api.restore());

async function renderPage(settings = buildMessagingSettings()) {
  api = installFakeMessagingSettingsApi(settings);
  renderToaster();
  const view = renderWithProviders({ route: PAGE, user: admin });
  await screen.findByRole('region', { name: 'Providers' });
  return view;
}

describe('Notifications and payouts', () => {
  it('shows which providers are configured, and why one is not, never a secret', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications and payouts' })).toBeInTheDocument();
    const providers = screen.getByRole('region', { name: 'Providers' });
    expect(within(providers).getByText("Africa's Talking")).toBeInTheDocument();
    expect(within(providers).getByText('Not configured')).toBeInTheDocument();
    expect(within(providers).getByText('MPESA_CONSUMER_KEY not set', { exact: false })).toBeInTheDocument();
  });

  it('says M-Pesa payouts are paused and why, and resumes them for someone who may pay', async () => {
    const paused = buildMessagingSettings();
    paused.providers = paused.providers.map((p) =>
      p.kind === 'mpesa'
        ? {
            ...p,
            label: 'Safaricom Daraja (B2C)',
            configured: true,
            reason: null,
            paused_reason: 'M-Pesa refused the initiator credential',
          }
        : p,
    );
    api = installFakeMessagingSettingsApi(paused);
    renderToaster();
    const { user } = renderWithProviders({
      route: PAGE,
      user: { ...admin, permissions: [...admin.permissions, 'payments:process'] },
    });
    const providers = await screen.findByRole('region', { name: 'Providers' });
    expect(await within(providers).findByText('Paused')).toBeInTheDocument();
    expect(
      within(providers).getByText('M-Pesa refused the initiator credential', { exact: false }),
    ).toBeInTheDocument();
    await user.click(within(providers).getByRole('button', { name: 'Resume M-Pesa payouts' }));
    expect(await within(toastRegion()).findByText(/M-Pesa payouts resumed/)).toBeInTheDocument();
    expect(await within(providers).findByText('Safaricom Daraja (B2C)')).toBeInTheDocument();
    expect(within(providers).queryByText('Paused')).not.toBeInTheDocument();
    expect(api.calls).toContain('POST /payments/mpesa/resume');
  });

  it('keeps Resume away from someone who may not pay', async () => {
    const paused = buildMessagingSettings();
    paused.providers = paused.providers.map((p) =>
      p.kind === 'mpesa' ? { ...p, configured: true, reason: null, paused_reason: 'refused' } : p,
    );
    api = installFakeMessagingSettingsApi(paused);
    renderWithProviders({
      route: PAGE,
      user: { ...admin, permissions: admin.permissions.filter((p) => p !== 'payments:process') },
    });
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume M-Pesa payouts' })).not.toBeInTheDocument();
  });

  it('saves the switches, sender ID, helpline and language, and says so', async () => {
    const { user } = await renderPage();
    const form = screen.getByRole('region', { name: 'Farmer SMS' });
    expect(within(form).getByText(/KES 0.80/)).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Send an SMS for every delivery'));
    await user.clear(within(form).getByLabelText('Sender ID'));
    await user.type(within(form).getByLabelText('Sender ID'), 'TAMU COOP');
    await user.clear(within(form).getByLabelText('Helpline'));
    await user.type(within(form).getByLabelText('Helpline'), '0711 222 333');
    await user.selectOptions(within(form).getByLabelText('Default Language'), 'Kiswahili');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(toastRegion()).findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.bodies('PUT /messaging/settings')).toEqual([
      {
        delivery_sms: false,
        payment_sms: true,
        sender_id: 'TAMU COOP',
        helpline: '0711 222 333',
        default_language: 'sw',
      },
    ]);
  });

  it('keeps a switch off, saying why, while its provider is not configured', async () => {
    await renderPage(
      buildMessagingSettings({
        delivery_sms: false,
        payment_sms: false,
        cannot_enable: { delivery_sms: 'SMS is not configured', payment_sms: 'SMS is not configured' },
      }),
    );
    expect(screen.getByLabelText('Send an SMS for every delivery')).toBeDisabled();
    expect(screen.getByLabelText('Send an SMS when a payment completes')).toBeDisabled();
    expect(screen.getAllByText('SMS is not configured')).toHaveLength(2);
  });

  it('sends a test SMS to the number typed, and refuses one that is not a Kenyan mobile number', async () => {
    const { user } = await renderPage();
    const test = screen.getByRole('region', { name: 'Send a test SMS' });
    await user.type(within(test).getByLabelText('Phone Number'), '12345');
    await user.click(within(test).getByRole('button', { name: 'Send a test SMS' }));
    expect(
      await within(test).findByText('Enter a Kenyan mobile number, e.g. 0712 345 678 or +254712345678'),
    ).toBeInTheDocument();
    expect(api.bodies('POST /messaging/test-sms')).toEqual([]);

    await user.clear(within(test).getByLabelText('Phone Number'));
    await user.type(within(test).getByLabelText('Phone Number'), '0712 345 678');
    await user.click(within(test).getByRole('button', { name: 'Send a test SMS' }));
    expect(await within(toastRegion()).findByText('Test SMS sent to 0712 345 678')).toBeInTheDocument();
    expect(api.bodies('POST /messaging/test-sms')).toEqual([{ phone: '0712 345 678' }]);
  });
});
