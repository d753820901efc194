import { Button } from '@maziwa/ui';
import type { PhoneLookup } from '../api/get-driver-phones';
import type { TrackingRow } from '../api/get-driver-tracking';
import { usePhone } from './phone-context';
import './driver-tracking.css';

export interface TrackingRowActionsProps {
  row: TrackingRow;
  onViewProgress(row: TrackingRow): void;
}

/** tel: and sms: want the number without spaces or dashes. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

function PhoneLink({
  label,
  scheme,
  name,
  lookup,
}: {
  label: string;
  scheme: 'sms' | 'tel';
  name: string;
  lookup: PhoneLookup;
}) {
  if (lookup.phone !== null) {
    return (
      <a className="tracking-action-link" href={`${scheme}:${dialable(lookup.phone)}`} aria-label={`${label} ${name}`}>
        {label}
      </a>
    );
  }
  // Still reachable by keyboard, so the reason can be heard.
  return (
    <a
      className="tracking-action-link"
      role="link"
      aria-disabled="true"
      tabIndex={0}
      aria-label={`${label} ${name}`}
      title={lookup.reason}
    >
      {label}
    </a>
  );
}

/** Message (sms:) and Call (tel:) the driver (phone from PhoneProvider), and View Progress of their trip. */
export function TrackingRowActions({ row, onViewProgress }: TrackingRowActionsProps) {
  const phone = usePhone(row);
  return (
    <div className="tracking-actions">
      <PhoneLink label="Message" scheme="sms" name={row.driver_name} lookup={phone} />
      <PhoneLink label="Call" scheme="tel" name={row.driver_name} lookup={phone} />
      <Button
        variant="ghost"
        size="small"
        aria-label={`View Progress ${row.driver_name}`}
        onClick={() => onViewProgress(row)}
      >
        View Progress
      </Button>
    </div>
  );
}
