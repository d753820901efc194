import type { AuditEvent } from '@maziwa/contracts';
import { ChangeList, Dialog, auditActionLabel, formatEventTime } from '@maziwa/ui';
import { resourceLabel } from './resource-labels';
import './activity.css';

export interface AuditEventDialogProps {
  event: AuditEvent;
  onClose(): void;
}

/** One event of the Activity list: who, when, what, and every changed field before and after. */
export function AuditEventDialog({ event, onClose }: AuditEventDialogProps) {
  return (
    <Dialog open title={`${auditActionLabel(event.action)}: ${resourceLabel(event.resource)}`} onClose={onClose}>
      <dl className="activity-event">
        <dt>When</dt>
        <dd>{formatEventTime(event.occurred_at)}</dd>
        <dt>Who</dt>
        <dd>{event.user_name ? `${event.user_name} (${event.user_email})` : (event.user_email ?? 'A removed account')}</dd>
        <dt>Record</dt>
        <dd className="activity-event__id">{event.record_id}</dd>
      </dl>
      <ChangeList changes={event.changes} label="Changes" />
    </Dialog>
  );
}
