import { useOrgId } from '@maziwa/api-client';
import { ListPage, Panel, QueryState } from '@maziwa/ui';
import { useMessagingSettings } from '../api/messaging-settings';
import { NotificationSettingsForm } from './notification-settings-form';
import { OwnAccounts } from './own-accounts';
import { ProviderStatus } from './provider-status';
import { TestSmsForm } from './test-sms-form';
import './notifications.css';

/**
 * Notifications and payouts (docs/screens.md#notifications-and-payouts): the providers, the
 * switches and texts of the farmers' SMS, and a test SMS.
 */
export function NotificationsView({ description }: { description?: string }) {
  const settings = useMessagingSettings(useOrgId());
  return (
    <ListPage title="Notifications and payouts" description={description}>
      <QueryState
        isLoading={settings.isLoading}
        error={settings.error}
        loadingText="Loading settings..."
        errorText="Failed to fetch settings"
        onRetry={() => void settings.refetch()}
      >
        {settings.data && (
          <div className="notifications">
            <Panel
              title="Providers"
              note="Set by the deployment or by your own accounts; secrets are never shown here."
            >
              <ProviderStatus providers={settings.data.providers} />
            </Panel>
            <Panel
              title="Your own accounts"
              note="The organisation's own Africa's Talking and M-Pesa accounts, used instead of the deployment's."
            >
              <OwnAccounts settings={settings.data} />
            </Panel>
            <Panel title="Farmer SMS">
              <NotificationSettingsForm settings={settings.data} />
            </Panel>
            <Panel title="Send a test SMS" note="One SMS to this number through the provider above.">
              <TestSmsForm />
            </Panel>
          </div>
        )}
      </QueryState>
    </ListPage>
  );
}
