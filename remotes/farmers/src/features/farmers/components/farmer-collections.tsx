import { QueryState, formatDateTime, formatLitres, formatPercent, formatNumber } from '@maziwa/ui';
import { useId } from 'react';
import { useFarmerCollections } from '../api/get-farmer-collections';
import './farmer-payments.css';

/**
 * A farmer's latest deliveries (when, centre, litres, fat, protein, SCC, status), for those who
 * may read collections.
 *
 * @example {canReadCollections && <FarmerCollections producerId={farmer.id} />}
 */
export function FarmerCollections({ producerId }: { producerId: string }) {
  const headingId = useId();
  const collections = useFarmerCollections(producerId);
  const rows = collections.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="mz-farmer-payments">
      <h2 id={headingId} className="mz-farmer-payments__title">
        Latest Collections
      </h2>
      <QueryState
        isLoading={collections.isLoading}
        error={collections.error}
        loadingText="Loading collections..."
        errorText="Failed to fetch collections"
        onRetry={() => void collections.refetch()}
      >
        {rows.length === 0 && <p className="mz-farmer-payments__none">No collections yet.</p>}
        {rows.length > 0 && (
          <table aria-label="Latest Collections" className="mz-farmer-payments__table">
            <thead>
              <tr>
                <th scope="col">Collected</th>
                <th scope="col">Collection Center</th>
                <th scope="col">Litres</th>
                <th scope="col">Fat</th>
                <th scope="col">Protein</th>
                <th scope="col">SCC</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{formatDateTime(delivery.collected_at)}</td>
                  <td>{delivery.location?.name ?? ''}</td>
                  <td>{formatLitres(delivery.quantity_litres)}</td>
                  <td>{formatPercent(delivery.fat_pct)}</td>
                  <td>{formatPercent(delivery.protein_pct)}</td>
                  <td>{formatNumber(delivery.scc, 0)}</td>
                  <td>{delivery.status === 'rejected' ? 'Rejected' : 'Accepted'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
