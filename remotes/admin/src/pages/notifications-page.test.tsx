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

describe('Your own accounts', () => {
  const keeper = { ...admin, permissions: [...admin.permissions, 'provider_credentials:update'] };

  async function renderAccounts(settings = buildMessagingSettings(), user = keeper) {
    api = installFakeMessagingSettingsApi(settings);
    renderToaster();
    const view = renderWithProviders({ route: PAGE, user });
    const panel = await screen.findByRole('region', { name: 'Your own accounts' });
    return { ...view, panel };
  }

  it("stores the organisation's Africa's Talking account, then shows who it is, never the key", async () => {
    const { user, panel } = await renderAccounts();
    const at = within(panel).getByRole('region', { name: "Africa's Talking account" });
    await user.type(within(at).getByLabelText('Username'), 'tamu-coop');
    await user.type(within(at).getByLabelText('API key'), 'atsk_secret_123');
    await user.click(within(at).getByRole('button', { name: "Save Africa's Talking account" }));

    expect(await within(toastRegion()).findByText(/Africa's Talking account saved/)).toBeInTheDocument();
    expect(api.bodies('PUT /provider-credentials/africastalking')).toEqual([
      { username: 'tamu-coop', api_key: 'atsk_secret_123', environment: 'production' },
    ]);
    const stored = await screen.findByRole('region', { name: "Africa's Talking account" });
    expect(await within(stored).findByText('tamu-coop')).toBeInTheDocument();
    expect(within(stored).getByText(/29\/11\/2026 \d\d:10 by Amina Admin/)).toBeInTheDocument();
    expect(screen.queryByText('atsk_secret_123')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Providers' })).getByText("Africa's Talking (your account)"),
    ).toBeInTheDocument();

    // Removing asks first, then the deployment's provider serves again.
    await user.click(within(stored).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove the Africa's Talking account?" });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(toastRegion()).findByText("Africa's Talking account removed")).toBeInTheDocument();
    expect(api.calls).toContain('DELETE /provider-credentials/africastalking');
    expect(await within(panel).findByRole('button', { name: "Save Africa's Talking account" })).toBeInTheDocument();
  });

  it('shows the API’s refusal of a certificate at its field, keeping what was typed', async () => {
    const { user, panel } = await renderAccounts();
    const mpesa = within(panel).getByRole('region', { name: 'M-Pesa (Daraja) account' });
    await user.type(within(mpesa).getByLabelText('Consumer key'), 'ck');
    await user.type(within(mpesa).getByLabelText('Consumer secret'), 'cs');
    await user.type(within(mpesa).getByLabelText('Shortcode'), '600111');
    await user.type(within(mpesa).getByLabelText('Initiator name'), 'coop-api');
    await user.type(within(mpesa).getByLabelText('Initiator password'), 'pw');
    await user.type(within(mpesa).getByLabelText('Safaricom certificate (PEM)'), '-----BEGIN CERTIFICATE----- junk');
    await user.click(within(mpesa).getByRole('button', { name: 'Save M-Pesa account' }));
    expect(
      await within(mpesa).findByText('is not a PEM certificate with an RSA key', { exact: false }),
    ).toBeInTheDocument();
    expect(within(mpesa).getByLabelText('Shortcode')).toHaveValue('600111');
  });

  it('says why nothing can be stored on a server without MAZIWA_SECRET_KEY', async () => {
    const { panel } = await renderAccounts(
      buildMessagingSettings({
        own_accounts: { can_store: false, reason: 'MAZIWA_SECRET_KEY is not set on this server' },
      }),
    );
    expect(within(panel).getByText('MAZIWA_SECRET_KEY is not set on this server')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('keeps the forms from an admin without provider_credentials:update', async () => {
    const { panel } = await renderAccounts(buildMessagingSettings(), {
      ...admin,
      permissions: admin.permissions.filter((p) => p !== 'provider_credentials:update'),
    });
    expect(within(panel).queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(within(panel).getAllByText(/deployment's account serves this organisation/)).toHaveLength(2);
  });
});
