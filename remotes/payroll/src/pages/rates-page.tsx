import { ListPage, type PageProps } from '@maziwa/ui';
import { DefaultRateSection } from '../features/rates/components/default-rate-section';
import { PayRatesSection } from '../features/rates/components/pay-rates-section';
import { QualityAdjustmentsSection } from '../features/rates/components/quality-adjustments-section';

/**
 * Rates (issue 9): what a litre of milk is paid — the organisation's default, farmers' and
 * routes' rates, and quality adjustments. Anyone reading payments sees them; payments:update
 * adds, edits and deletes them (the default rate: organizations:update).
 */
export default function RatesPage({ page }: PageProps) {
  return (
    <ListPage title="Rates" description={page.description}>
      <DefaultRateSection />
      <PayRatesSection group="farmer" />
      <PayRatesSection group="route" />
      <QualityAdjustmentsSection />
    </ListPage>
  );
}
