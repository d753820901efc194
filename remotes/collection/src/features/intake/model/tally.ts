import type { QueuedItem } from '@maziwa/offline-queue';
import type { CollectionTally, QueuedDelivery } from './delivery';
import { dayAt } from './shift';

/** What the screen shows for the shift. */
export interface ShiftTally {
  deliveries: number;
  litresAccepted: number;
  litresRejected: number;
}

export interface TallyWhere {
  locationId: string;
  day: string;
  shift: string;
  timeZone: string;
}

/**
 * The shift's tally: the API's, plus this phone's deliveries of the shift it cannot have
 * counted yet (waiting to send, or sent after the API's figures were read), each once by id.
 * Without the API's figures (no network, never read) it is this phone's deliveries alone.
 * So the figures never go backwards when a delivery is sent: it leaves "waiting" as it
 * enters the API's count, at the next read.
 */
export function shiftTally(
  server: { tally: CollectionTally; readAt: number } | undefined,
  items: QueuedItem<QueuedDelivery>[],
  where: TallyWhere,
): ShiftTally {
  const tally: ShiftTally = server
    ? {
        deliveries: server.tally.deliveries,
        litresAccepted: server.tally.litres_accepted,
        litresRejected: server.tally.litres_rejected,
      }
    : { deliveries: 0, litresAccepted: 0, litresRejected: 0 };
  const counted = new Set<string>();
  for (const item of items) {
    const { delivery } = item.body;
    if (counted.has(item.id)) continue;
    if (delivery.location_id !== where.locationId || delivery.shift !== where.shift) continue;
    if (dayAt(new Date(item.recordedAt), where.timeZone) !== where.day) continue;
    const notInServer =
      item.state === 'waiting' ||
      (item.state === 'sent' && (!server || (item.sentAt !== null && Date.parse(item.sentAt) > server.readAt)));
    if (!notInServer) continue;
    counted.add(item.id);
    tally.deliveries += 1;
    if (delivery.status === 'rejected') tally.litresRejected += delivery.quantity_litres;
    else tally.litresAccepted += delivery.quantity_litres;
  }
  tally.litresAccepted = Math.round(tally.litresAccepted * 100) / 100;
  tally.litresRejected = Math.round(tally.litresRejected * 100) / 100;
  return tally;
}
