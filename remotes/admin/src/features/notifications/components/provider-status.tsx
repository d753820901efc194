import { DetailsList, StatusBadge } from '@maziwa/ui';
import type { MessagingSettings } from '../api/messaging-settings';

type Provider = MessagingSettings['providers'][number];

/** "Africa's Talking", "Simulator" or "Not configured", with why when it is not. */
function ProviderState({ provider }: { provider: Provider }) {
  if (!provider.configured) {
    return (
      <>
        <StatusBadge label="Not configured" tone="warning" /> {provider.reason}
      </>
    );
  }
  return <StatusBadge label={provider.label} tone={provider.simulator ? 'info' : 'success'} />;
}

/**
 * Which provider sends each kind of message (docs/screens.md#notifications-and-payouts). The
 * API names them and says why one is not configured; a secret never reaches the console.
 */
export function ProviderStatus({ providers }: { providers: Provider[] }) {
  return (
    <DetailsList>
      {providers.map((provider) => (
        <DetailsList.Item key={provider.kind} label={provider.name}>
          <ProviderState provider={provider} />
        </DetailsList.Item>
      ))}
    </DetailsList>
  );
}
