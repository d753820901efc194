import { listEndpoint } from '@maziwa/api-client';
import type { RowOf } from '@maziwa/contracts';

export type CentreIntakeRow = RowOf<'/reports/centre-intake'>;

/** GET /reports/centre-intake (deploy/api/src/reports/centre-intake.ts), a page of rows; the kit's useReportList asks for it. */
export const centreIntakeEndpoint = listEndpoint('reports/centre-intake');
