import { useCan } from '@maziwa/api-client';
import { Button, ConfirmDialog, DetailsList, formatDateTime, showToast } from '@maziwa/ui';
import { Form, FormActions, SelectField, SubmitButton, TextAreaField, TextField } from '@maziwa/ui/forms';
import { useState } from 'react';
import {
  useRemoveOwnAccount,
  useStoreOwnAccount,
  type MessagingSettings,
  type OwnAccountProvider,
} from '../api/messaging-settings';
import {
  africasTalkingInitial,
  africasTalkingSchema,
  commandOptions,
  darajaInitial,
  darajaSchema,
  environmentOptions,
} from '../model/own-account-form';

type Provider = MessagingSettings['providers'][number];
type Stored = NonNullable<Provider['own_account']>;

const NAMES: Record<OwnAccountProvider, string> = { africastalking: "Africa's Talking", mpesa: 'M-Pesa (Daraja)' };
const KIND: Record<OwnAccountProvider, Provider['kind']> = { africastalking: 'sms', mpesa: 'mpesa' };

/**
 * "Your own accounts": an admin stores the organisation's own Africa's Talking and Daraja
 * accounts, which then carry its SMS and M-Pesa payouts instead of the deployment's. The
 * secrets go to the API once and are never shown again; what is stored reads as who it is.
 */
export function OwnAccounts({ settings }: { settings: MessagingSettings }) {
  if (!settings.own_accounts.can_store) {
    return <p className="notifications__reason">{settings.own_accounts.reason}</p>;
  }
  const stored = (provider: OwnAccountProvider) =>
    settings.providers.find((p) => p.kind === KIND[provider])?.own_account ?? null;
  return (
    <div className="notifications__accounts">
      <OwnAccount provider="africastalking" stored={stored('africastalking')} />
      <OwnAccount provider="mpesa" stored={stored('mpesa')} />
    </div>
  );
}

function OwnAccount({ provider, stored }: { provider: OwnAccountProvider; stored: Stored | null }) {
  const mayStore = useCan('provider_credentials:update');
  const [replacing, setReplacing] = useState(false);
  const heading = <h3 className="notifications__account-title">{NAMES[provider]}</h3>;
  if (stored && !replacing) {
    return (
      <section aria-label={`${NAMES[provider]} account`}>
        {heading}
        <StoredAccount stored={stored} />
        {mayStore && <StoredActions provider={provider} onReplace={() => setReplacing(true)} />}
      </section>
    );
  }
  return (
    <section aria-label={`${NAMES[provider]} account`}>
      {heading}
      {!mayStore ? (
        <p className="notifications__note">The deployment&apos;s account serves this organisation.</p>
      ) : provider === 'africastalking' ? (
        <AfricasTalkingForm onDone={() => setReplacing(false)} />
      ) : (
        <DarajaForm onDone={() => setReplacing(false)} />
      )}
    </section>
  );
}

function StoredAccount({ stored }: { stored: Stored }) {
  const environment = environmentOptions.find((o) => o.value === stored.environment)?.label ?? stored.environment;
  return (
    <DetailsList>
      {stored.username && <DetailsList.Item label="Username">{stored.username}</DetailsList.Item>}
      {stored.shortcode && <DetailsList.Item label="Shortcode">{stored.shortcode}</DetailsList.Item>}
      {stored.initiator_name && <DetailsList.Item label="Initiator">{stored.initiator_name}</DetailsList.Item>}
      <DetailsList.Item label="Environment">{environment}</DetailsList.Item>
      {stored.certificate_expires && (
        <DetailsList.Item label="Certificate expires">{formatDateTime(stored.certificate_expires)}</DetailsList.Item>
      )}
      <DetailsList.Item label="Stored">
        {formatDateTime(stored.updated_at)}
        {stored.updated_by ? ` by ${stored.updated_by}` : ''}
      </DetailsList.Item>
    </DetailsList>
  );
}

function StoredActions({ provider, onReplace }: { provider: OwnAccountProvider; onReplace(): void }) {
  const remove = useRemoveOwnAccount(provider);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="notifications__resume">
      <Button size="small" variant="secondary" onClick={onReplace}>
        Replace
      </Button>{' '}
      <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
        Remove
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Remove the ${NAMES[provider]} account?`}
          confirmLabel="Remove"
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                showToast({ message: `${NAMES[provider]} account removed` });
              },
            })
          }
        >
          From now on the deployment&apos;s account, if it has one, carries this organisation&apos;s{' '}
          {provider === 'mpesa' ? 'M-Pesa payouts' : 'SMS'}.
        </ConfirmDialog>
      )}
    </div>
  );
}

function AfricasTalkingForm({ onDone }: { onDone(): void }) {
  const store = useStoreOwnAccount('africastalking');
  return (
    <Form
      initialValues={africasTalkingInitial}
      validationSchema={africasTalkingSchema}
      explainErrors
      onSubmit={async (values) => {
        await store.mutateAsync({ ...values, username: values.username.trim(), api_key: values.api_key.trim() });
        showToast({ message: "Africa's Talking account saved: the organisation's SMS now go through it" });
        onDone();
      }}
    >
      <TextField name="username" label="Username" required autoComplete="off" />
      <TextField name="api_key" label="API key" type="password" required autoComplete="new-password" />
      <SelectField name="environment" label="Environment" options={environmentOptions} required />
      <FormActions>
        <SubmitButton>Save Africa&apos;s Talking account</SubmitButton>
      </FormActions>
    </Form>
  );
}

function DarajaForm({ onDone }: { onDone(): void }) {
  const store = useStoreOwnAccount('mpesa');
  return (
    <Form
      initialValues={darajaInitial}
      validationSchema={darajaSchema}
      explainErrors
      onSubmit={async (values) => {
        await store.mutateAsync({ ...values, shortcode: values.shortcode.trim() });
        showToast({ message: "M-Pesa account saved: the organisation's mobile-money payments now go through it" });
        onDone();
      }}
    >
      <TextField name="consumer_key" label="Consumer key" required autoComplete="off" />
      <TextField name="consumer_secret" label="Consumer secret" type="password" required autoComplete="new-password" />
      <TextField name="shortcode" label="Shortcode" required autoComplete="off" />
      <TextField name="initiator_name" label="Initiator name" required autoComplete="off" />
      <TextField
        name="initiator_password"
        label="Initiator password"
        type="password"
        required
        autoComplete="new-password"
      />
      <TextAreaField name="certificate_pem" label="Safaricom certificate (PEM)" required rows={4} />
      <SelectField name="command_id" label="Payment type" options={commandOptions} required />
      <SelectField name="environment" label="Environment" options={environmentOptions} required />
      <FormActions>
        <SubmitButton>Save M-Pesa account</SubmitButton>
      </FormActions>
    </Form>
  );
}
