import { ListPage } from '@maziwa/ui';
import { DefaultRateSection } from '../features/rates/components/default-rate-section';
import { PayRatesSection } from '../features/rates/components/pay-rates-section';
import { QualityAdjustmentsSection } from '../features/rates/components/quality-adjustments-section';

/**
 * Rates (issue 9): what a litre of milk is paid — the organisation's default, farmers' and
 * routes' rates, and quality adjustments. Anyone reading payments sees them; payments:update
 * adds, edits and deletes them (the default rate: organizations:update).
 */
export default function RatesPage() {
  return (
    <ListPage
      title="Rates"
      description="What a litre of milk is paid: a farmer's special rate for a period comes first, then the farmer's standing rate, then the route's, then the default."
    >
      <DefaultRateSection />
      <PayRatesSection group="farmer" />
      <PayRatesSection group="route" />
      <QualityAdjustmentsSection />
    </ListPage>
  );
}
