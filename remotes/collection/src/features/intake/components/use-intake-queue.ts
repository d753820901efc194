import { useSession } from '@maziwa/api-client';
import { createSender, OfflineQueue, type QueuedItem, type Sender } from '@maziwa/offline-queue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { intakeKeys } from '../api/intake-keys';
import { sendDelivery } from '../api/send-delivery';
import type { QueuedDelivery } from '../model/delivery';

/** Sent deliveries kept on the phone for the list and the tally (the newest this many). */
const SENT_KEPT = 200;

export interface IntakeQueue {
  /** Null until the person's database is open. */
  queue: OfflineQueue<QueuedDelivery> | null;
  /** Every delivery on the phone, newest first. */
  items: QueuedItem<QueuedDelivery>[];
  waiting: number;
  attention: number;
  sending: boolean;
  /** "Send now". */
  sendNow(): void;
}

/**
 * The signed-in person's queue of deliveries on this phone, and its sender: started when the
 * page opens (sends what waits), on "Send now", when a delivery is recorded, and on a timer
 * while any wait. The list re-reads on every change, from this tab or another.
 */
export function useIntakeQueue(): IntakeQueue {
  const userId = useSession((s) => s.user?.id ?? null);
  const orgId = useSession((s) => s.orgId);
  const client = useQueryClient();
  const [queue, setQueue] = useState<OfflineQueue<QueuedDelivery> | null>(null);
  const [items, setItems] = useState<QueuedItem<QueuedDelivery>[]>([]);
  const [sending, setSending] = useState(false);
  const sender = useRef<Sender | null>(null);

  useEffect(() => {
    if (!userId || !orgId) return;
    let closed = false;
    let opened: OfflineQueue<QueuedDelivery> | null = null;
    let unsubscribe = () => {};
    let sentBefore = -1;
    void OfflineQueue.open<QueuedDelivery>({ organizationId: orgId, userId }).then((open) => {
      if (closed) return open.close();
      opened = open;
      const refresh = async () => {
        const all = await open.list();
        if (closed) return;
        setItems(all);
        const sent = all.filter((item) => item.state === 'sent').length;
        // Something reached the API: its tally is read again (the list counts it until then).
        if (sentBefore >= 0 && sent !== sentBefore)
          void client.invalidateQueries({ queryKey: [...intakeKeys.all, 'tally'] });
        sentBefore = sent;
      };
      // Changes come in bursts (hundreds of deliveries sent after a morning offline): the list is
      // read again at most every 250 ms, not once per delivery.
      let pending: ReturnType<typeof setTimeout> | null = null;
      const unsubscribeChanges = open.subscribe(() => {
        pending ??= setTimeout(() => {
          pending = null;
          void refresh();
        }, 250);
      });
      unsubscribe = () => {
        unsubscribeChanges();
        if (pending) clearTimeout(pending);
      };
      void refresh();
      void open.pruneSent(SENT_KEPT);
      sender.current = createSender(open, sendDelivery);
      sender.current.start();
      setQueue(open);
    });
    return () => {
      closed = true;
      unsubscribe();
      sender.current?.stop();
      sender.current = null;
      opened?.close();
      setQueue(null);
      setItems([]);
    };
  }, [userId, orgId, client]);

  const sendNow = useCallback(() => {
    const current = sender.current;
    if (!current) return;
    setSending(true);
    void current.sendNow().finally(() => setSending(false));
  }, []);

  return {
    queue,
    items,
    waiting: items.filter((item) => item.state === 'waiting').length,
    attention: items.filter((item) => item.state === 'attention').length,
    sending,
    sendNow,
  };
}
