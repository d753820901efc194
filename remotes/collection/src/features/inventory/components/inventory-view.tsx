import { useCan, useOrgId } from '@maziwa/api-client';
import {
  Button,
  Can,
  ExportDataButton,
  formatPercent,
  lazyDialog,
  ListPage,
  type PageProps,
  Panel,
  QueryState,
} from '@maziwa/ui';
import { useState } from 'react';
import { useInventoryCentres } from '../api/get-centres';
import { useDailyVariance } from '../api/get-daily-variance';
import { useInventoryCentreDays } from '../api/get-inventory-centre-days';
import { useInventorySummary } from '../api/get-inventory-summary';
import { useInventoryTrips, type InventoryTripRow } from '../api/get-inventory-trips';
import { useVarianceTolerance } from '../api/variance-tolerance';
import { CentreDaysTable } from './centre-days-table';
import { DayDrilldown } from './day-drilldown';
import { InventoryCards } from './inventory-cards';
import { InventoryFilters } from './inventory-filters';
import { InventoryTripsTable } from './inventory-trips-table';
import { useInventoryQuery } from './use-inventory-query';
import { VarianceSection } from './variance-section';
import './inventory.css';

// The forms download when first opened (lazyDialog): the page loads without the form kit.
const RecordDeliveryDialog = lazyDialog(() =>
  import('./record-delivery-dialog').then((module) => module.RecordDeliveryDialog),
);
const ToleranceDialog = lazyDialog(() => import('./tolerance-dialog').then((module) => module.ToleranceDialog));

/**
 * The Inventory screen (docs/screens.md#inventory): cards, milk per centre and day, trips handed
 * over against delivered, and the daily variance with its drill-down. The trips' parts need
 * trips:read (a QA/Collector sees only its own centres' milk).
 */
export function InventoryView({ page }: PageProps) {
  const orgId = useOrgId();
  const [query, setQuery] = useInventoryQuery();
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [recording, setRecording] = useState<InventoryTripRow | null>(null);
  const [editingTolerance, setEditingTolerance] = useState(false);
  const readsTrips = useCan('trips:read');

  const centres = useInventoryCentres(orgId);
  const summary = useInventorySummary(orgId, query);
  const centreDays = useInventoryCentreDays(orgId, query);
  const period = { from: query.from, to: query.to };
  const trips = useInventoryTrips(readsTrips ? orgId : null, period, { inAddress: true });
  const variance = useDailyVariance(readsTrips ? orgId : null, period);
  const tolerance = useVarianceTolerance(orgId);

  return (
    <ListPage
      title="Inventory"
      description={page.description}
      actions={
        <>
          <Can permission="organizations:update">
            <Button
              variant="secondary"
              onClick={() => setEditingTolerance(true)}
              disabled={tolerance.data === undefined}
            >
              Tolerance: {formatPercent(tolerance.data ?? null, 2)}
            </Button>
          </Can>
          <ExportDataButton list={centreDays} fileName="inventory.csv" />
        </>
      }
      filters={<InventoryFilters value={query} onChange={setQuery} centres={centres.data ?? []} />}
    >
      <InventoryCards summary={summary.data} isLoading={summary.isLoading} error={summary.error} />
      <Panel
        title="Milk per Centre and Day"
        note="Collected = handed over + on hand; rejected milk stays out of both. Handovers are booked 1 kg per litre."
      >
        {/* Sections follow this table: while loading it keeps a page of rows' height so they stay put. */}
        <QueryState
          isLoading={centreDays.isLoading}
          error={centreDays.error}
          loadingText="Loading inventory..."
          errorText="Failed to fetch the inventory"
          reserveRows={10}
        >
          <CentreDaysTable rows={centreDays.rows} server={centreDays.server} />
        </QueryState>
      </Panel>
      {readsTrips && (
        <>
          <VarianceSection
            days={variance.data}
            isLoading={variance.isLoading}
            error={variance.error}
            tolerance={tolerance.data}
            onOpenDay={setOpenDay}
          />
          {openDay && (
            <DayDrilldown
              day={openDay}
              centreId={query.centreId || undefined}
              onRecord={setRecording}
              onClose={() => setOpenDay(null)}
            />
          )}
          <Panel title="Trips: Handed Over and Delivered">
            <QueryState
              isLoading={trips.isLoading}
              error={trips.error}
              loadingText="Loading trips..."
              errorText="Failed to fetch trips"
            >
              <InventoryTripsTable rows={trips.rows} server={trips.server} onRecord={setRecording} />
            </QueryState>
          </Panel>
        </>
      )}
      {recording && <RecordDeliveryDialog trip={recording} onClose={() => setRecording(null)} />}
      {editingTolerance && orgId && tolerance.data !== undefined && (
        <ToleranceDialog orgId={orgId} tolerance={tolerance.data} onClose={() => setEditingTolerance(false)} />
      )}
    </ListPage>
  );
}
