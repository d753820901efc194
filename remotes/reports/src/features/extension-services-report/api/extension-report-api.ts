import { listEndpoint } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';

export type ExtensionOfficerRow = RowOf<'/reports/extension-officers'>;
export type ExtensionTotalsRow = RowOf<'/reports/extension-totals'>;
export type VisitedQualityRow = RowOf<'/reports/extension-visited-quality'>;

/** The Extension Services report's tables, each GET /reports/<name> answering a page (deploy/api src/reports/extension); the kit's useReportList asks for them. */
export const extensionReportEndpoints = {
  officers: listEndpoint('reports/extension-officers'),
  totals: listEndpoint('reports/extension-totals'),
  visitedQuality: listEndpoint('reports/extension-visited-quality'),
};
