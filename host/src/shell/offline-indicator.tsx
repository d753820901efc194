import { useConnectivity } from '@maziwa/api-client';
import './offline-indicator.css';

/**
 * "Offline" in the header while the API does not answer (no connection, the API down): the
 * pages work from what this phone keeps, and writes wait on it. It goes as soon as the API
 * answers again (@maziwa/api-client asks /healthz every few seconds meanwhile).
 */
export function OfflineIndicator() {
  const reachable = useConnectivity((state) => state.apiReachable);
  return (
    <span className="mz-offline-indicator" role="status">
      {!reachable && (
        <span className="mz-offline-indicator__badge">
          Offline<span className="mz-offline-indicator__detail"> — changes wait on this phone</span>
        </span>
      )}
    </span>
  );
}
