import type { ReportDef } from '../../resources/report';
import { extensionOfficers } from './extension-officers';
import { extensionTotals } from './extension-totals';
import { extensionVisitedQuality } from './extension-visited-quality';

/** The Extension Services report's endpoints (docs/screens.md#reports--extension-services), each GET /reports/<name>. */
export const EXTENSION_REPORTS: ReportDef[] = [extensionOfficers, extensionTotals, extensionVisitedQuality];
