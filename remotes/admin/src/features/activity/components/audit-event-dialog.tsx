import type { AuditEvent } from '@maziwa/contracts';
import { ChangeList, DetailsList, Dialog, formatDateTime } from '@maziwa/ui';
import './activity.css';

export interface AuditEventDialogProps {
  event: AuditEvent;
  onClose(): void;
}

/** One event of the Activity list: who, when, what, and every changed field before and after. */
export function AuditEventDialog({ event, onClose }: AuditEventDialogProps) {
  return (
    <Dialog open title={`${event.action_label}: ${event.resource_label}`} onClose={onClose}>
      <DetailsList className="activity-event">
        <DetailsList.Item label="When">{formatDateTime(event.occurred_at)}</DetailsList.Item>
        <DetailsList.Item label="Who">
          {event.user_name ? `${event.user_name} (${event.user_email})` : (event.user_email ?? 'A removed account')}
        </DetailsList.Item>
        <DetailsList.Item label="Record">{event.record_label}</DetailsList.Item>
        <DetailsList.Item label="Record ID">
          <span className="activity-event__id">{event.record_id}</span>
        </DetailsList.Item>
      </DetailsList>
      <ChangeList changes={event.changes} label="Changes" />
    </Dialog>
  );
}
