import { useCan } from '@maziwa/api-client';
import { Button, DetailsList, StatusBadge } from '@maziwa/ui';
import { useResumeMpesa, type MessagingSettings } from '../api/messaging-settings';

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
  if (provider.paused_reason) return <PausedPayouts reason={provider.paused_reason} />;
  return <StatusBadge label={provider.label} tone={provider.simulator ? 'info' : 'success'} />;
}

/**
 * M-Pesa refused the organisation's initiator (a wrong credential or role) and its payouts wait.
 * Whoever may pay resumes them once the credential is fixed at Safaricom and in the deployment.
 */
function PausedPayouts({ reason }: { reason: string }) {
  const mayResume = useCan('payments:process');
  const resume = useResumeMpesa();
  return (
    <>
      <StatusBadge label="Paused" tone="danger" /> {reason}
      {mayResume && (
        <div className="notifications__resume">
          <Button size="small" onClick={() => resume.mutate()} loading={resume.isPending}>
            Resume M-Pesa payouts
          </Button>
          {resume.isError && <span role="alert"> Failed to resume M-Pesa payouts. Please try again.</span>}
        </div>
      )}
    </>
  );
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
