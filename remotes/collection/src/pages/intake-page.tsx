import type { PageProps } from '@maziwa/ui';
import { IntakeView } from '../features/intake/components/intake-view';

/**
 * Intake (docs/screens.md#intake): a farmer's delivery recorded at the centre in seconds, kept
 * on the phone at once and sent when the network allows.
 */
export default function IntakePage({ page }: PageProps) {
  return <IntakeView page={page} />;
}
