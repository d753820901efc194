import type { PageProps } from '@maziwa/ui';
import { NotificationsView } from '../features/notifications/components/notifications-view';

/** Settings -> Notifications and payouts (docs/screens.md#notifications-and-payouts), for admins. */
export default function NotificationsPage({ page }: PageProps) {
  return <NotificationsView description={page.description} />;
}
