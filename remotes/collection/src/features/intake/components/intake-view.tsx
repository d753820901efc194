import { errorMessage, useCan, useOrgId } from '@maziwa/api-client';
import type { Shift } from '@maziwa/contracts';
import type { QueuedItem } from '@maziwa/offline-queue';
import { Button, ConfirmDialog, displayTimeZone, formatTime, lazyDialog, ListPage, type PageProps } from '@maziwa/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { deleteDelivery, updateDelivery } from '../api/change-delivery';
import { useCollectionTally } from '../api/get-collection-tally';
import { useIntakeCentres } from '../api/get-intake-centres';
import { useIntakeFarmers } from '../api/get-intake-farmers';
import { intakeKeys } from '../api/intake-keys';
import type { QueuedDelivery } from '../model/delivery';
import { farmerLabel } from '../model/find-farmers';
import { dayAt, shiftAt } from '../model/shift';
import { shiftTally } from '../model/tally';
import { IntakeForm } from './intake-form';
import { RecentDeliveries } from './recent-deliveries';
import { ShiftTallyCards } from './shift-tally';
import { useIntakeQueue } from './use-intake-queue';
import { useRememberedCentre } from './use-remembered-centre';
import './intake.css';

const EditDeliveryDialog = lazyDialog(() =>
  import('./edit-delivery-dialog').then((module) => module.EditDeliveryDialog),
);

type Item = QueuedItem<QueuedDelivery>;

// When a delivery was recorded, to the second (two a moment apart stay told apart).
const timeOf = (iso: string) => formatTime(iso, { seconds: true });

/**
 * Intake at a collection centre (docs/screens.md#intake): the centre and shift, the delivery
 * form, the shift's tally and the last deliveries recorded on this phone, with what waits to
 * be sent.
 */
export function IntakeView({ page }: PageProps) {
  const orgId = useOrgId();
  const client = useQueryClient();
  const timeZone = displayTimeZone();
  const [now] = useState(() => new Date());
  const day = dayAt(now, timeZone);
  const [shift, setShift] = useState<Shift>(() => shiftAt(now, timeZone));
  const centres = useIntakeCentres(orgId);
  const [remembered, remember] = useRememberedCentre();
  const centreList = centres.data ?? [];
  const centreId =
    (remembered && (centres.data === undefined || centreList.some((c) => c.id === remembered)) ? remembered : null) ??
    centreList[0]?.id ??
    null;

  const { queue, items, waiting, attention, sending, sendNow } = useIntakeQueue();
  const farmers = useIntakeFarmers(queue, centreId);
  const tally = useCollectionTally(centreId, day, shift);
  const canEditSent = useCan('collections:update');
  const canUndoSent = useCan('collections:delete');
  const [editing, setEditing] = useState<Item | null>(null);
  const [undoing, setUndoing] = useState<Item | null>(null);
  const [undoError, setUndoError] = useState<unknown>(null);
  const [undoPending, setUndoPending] = useState(false);

  const shown = useMemo(
    () =>
      shiftTally(tally.data ? { tally: tally.data, readAt: tally.dataUpdatedAt } : undefined, items, {
        locationId: centreId ?? '',
        day,
        shift,
        timeZone,
      }),
    [tally.data, tally.dataUpdatedAt, items, centreId, day, shift, timeZone],
  );
  const recent = useMemo(() => items.filter((item) => item.body.delivery.location_id === centreId), [items, centreId]);

  const farmersStatus = farmers.isPending
    ? "Loading the centre's farmers..."
    : farmers.isError
      ? `The centre's farmers could not be loaded: ${errorMessage(farmers.error)}`
      : undefined;

  const undo = async (item: Item) => {
    setUndoPending(true);
    setUndoError(null);
    try {
      if (item.state === 'sent') {
        await deleteDelivery(item.id);
        void client.invalidateQueries({ queryKey: [...intakeKeys.all, 'tally'] });
      }
      await queue?.discard(item.id);
      setUndoing(null);
    } catch (error) {
      setUndoError(error);
    } finally {
      setUndoPending(false);
    }
  };

  const saveEdit = async (item: Item, litres: number) => {
    const body: QueuedDelivery = { ...item.body, delivery: { ...item.body.delivery, quantity_litres: litres } };
    const current = await queue?.get(item.id);
    if (current?.state === 'sent') {
      await updateDelivery(item.id, { quantity_litres: litres });
      await queue?.replaceSent(item.id, body);
      void client.invalidateQueries({ queryKey: [...intakeKeys.all, 'tally'] });
    } else {
      await queue?.edit(item.id, body);
    }
  };

  return (
    <ListPage title="Intake" description={page.description}>
      <div className="mz-intake">
        <div className="mz-intake__where">
          <div className="mz-intake__field">
            <label htmlFor="intake-centre" className="mz-intake__label">
              Collection centre
            </label>
            <select
              id="intake-centre"
              className="mz-intake__input"
              value={centreId ?? ''}
              onChange={(event) => remember(event.target.value)}
              disabled={centreList.length === 0}
            >
              {centreList.length === 0 && <option value="">{centres.isPending ? 'Loading ...' : 'No centre'}</option>}
              {centreList.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name}
                </option>
              ))}
            </select>
          </div>
          <div className="mz-intake__field">
            <label htmlFor="intake-shift" className="mz-intake__label">
              Shift
            </label>
            <select
              id="intake-shift"
              className="mz-intake__input"
              value={shift}
              onChange={(event) => setShift(event.target.value as Shift)}
            >
              <option value="morning">Morning</option>
              <option value="evening">Evening</option>
            </select>
          </div>
        </div>

        <div className="mz-intake__queue" role="status" aria-live="polite">
          <span>
            {waiting > 0 ? `${waiting} waiting to send` : 'All sent'}
            {attention > 0 && `, ${attention} need${attention === 1 ? 's' : ''} attention`}
          </span>
          {waiting > 0 && (
            <Button size="small" variant="secondary" loading={sending} onClick={sendNow}>
              Send now
            </Button>
          )}
        </div>

        {centreId && queue ? (
          <IntakeForm
            key={centreId}
            centreId={centreId}
            shift={shift}
            farmers={farmers.data ?? []}
            farmersStatus={farmersStatus}
            onRecord={async (delivery, farmer) => {
              await queue.add({ delivery, farmer: { name: farmer.name, member_number: farmer.member_number } });
            }}
          />
        ) : (
          <p className="mz-intake__muted">
            {centres.isError ? `The centres could not be loaded: ${errorMessage(centres.error)}` : 'Loading ...'}
          </p>
        )}

        <section className="mz-intake__section" aria-labelledby="intake-tally">
          <h2 id="intake-tally" className="mz-intake__heading">
            This shift
          </h2>
          <ShiftTallyCards tally={shown} />
        </section>

        <section className="mz-intake__section" aria-labelledby="intake-recent">
          <h2 id="intake-recent" className="mz-intake__heading">
            Last deliveries
          </h2>
          <RecentDeliveries
            items={recent}
            timeOf={timeOf}
            canEditSent={canEditSent}
            canUndoSent={canUndoSent}
            onEdit={setEditing}
            onUndo={(item) => {
              setUndoError(null);
              setUndoing(item);
            }}
          />
        </section>
      </div>
      {editing && (
        <EditDeliveryDialog
          farmer={farmerLabel(editing.body.farmer)}
          litres={editing.body.delivery.quantity_litres}
          onSave={(litres) => saveEdit(editing, litres)}
          onClose={() => setEditing(null)}
        />
      )}
      {undoing && (
        <ConfirmDialog
          title={`${undoing.state === 'attention' ? 'Discard' : 'Undo'} this delivery?`}
          confirmLabel={undoing.state === 'attention' ? 'Discard' : 'Undo'}
          pending={undoPending}
          error={undoError}
          onClose={() => setUndoing(null)}
          onConfirm={() => void undo(undoing)}
        >
          {farmerLabel(undoing.body.farmer)}, {undoing.body.delivery.quantity_litres} L at {timeOf(undoing.recordedAt)}
          {undoing.state === 'sent' ? ' is removed from the records.' : ' is removed from this phone and never sent.'}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
