import { REJECTION_REASONS } from '@maziwa/contracts';
import type { QueuedItem } from '@maziwa/offline-queue';
import { Button, formatLitres } from '@maziwa/ui';
import type { QueuedDelivery } from '../model/delivery';
import { farmerLabel } from '../model/find-farmers';

export const RECENT_SHOWN = 20;

const STATE_LABELS = { waiting: 'Waiting to send', sent: 'Sent', attention: 'Needs attention' } as const;

export interface RecentDeliveriesProps {
  items: QueuedItem<QueuedDelivery>[];
  timeOf(iso: string): string;
  /** Whether a sent delivery may still be edited or undone here (the API decides in the end). */
  canEditSent: boolean;
  canUndoSent: boolean;
  onEdit(item: QueuedItem<QueuedDelivery>): void;
  onUndo(item: QueuedItem<QueuedDelivery>): void;
}

/**
 * The last deliveries recorded on this phone, newest first: time, farmer, litres, accepted or
 * rejected (why), and whether each is sent, waiting or needs attention (with the API's words).
 * A light list, not a grid: it is read on a phone between two farmers.
 */
export function RecentDeliveries({ items, timeOf, canEditSent, canUndoSent, onEdit, onUndo }: RecentDeliveriesProps) {
  if (items.length === 0) return <p className="mz-intake__muted">No deliveries recorded on this phone yet.</p>;
  return (
    <ol className="mz-intake__recent" aria-label="Last deliveries">
      {items.slice(0, RECENT_SHOWN).map((item) => {
        const { delivery, farmer } = item.body;
        const who = farmerLabel(farmer);
        const sent = item.state === 'sent';
        const reason = delivery.rejection_reason ? REJECTION_REASONS[delivery.rejection_reason] : null;
        return (
          <li key={item.id} className={`mz-intake__delivery mz-intake__delivery--${item.state}`}>
            <div className="mz-intake__delivery-main">
              <span className="mz-intake__time">{timeOf(item.recordedAt)}</span>
              <span className="mz-intake__who">{who}</span>
              <span className="mz-intake__litres">{formatLitres(delivery.quantity_litres)}</span>
            </div>
            <div className="mz-intake__delivery-meta">
              <span>{delivery.status === 'rejected' ? `Rejected: ${reason}` : 'Accepted'}</span>
              <span className={`mz-intake__state mz-intake__state--${item.state}`}>{STATE_LABELS[item.state]}</span>
            </div>
            {item.state === 'attention' && item.message && (
              <p className="mz-intake__error" role="note">
                {item.message}
              </p>
            )}
            <div className="mz-intake__delivery-actions">
              {(!sent || canEditSent) && (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`Edit ${who} ${timeOf(item.recordedAt)}`}
                  onClick={() => onEdit(item)}
                >
                  Edit
                </Button>
              )}
              {(!sent || canUndoSent) && (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`${item.state === 'attention' ? 'Discard' : 'Undo'} ${who} ${timeOf(item.recordedAt)}`}
                  onClick={() => onUndo(item)}
                >
                  {item.state === 'attention' ? 'Discard' : 'Undo'}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
