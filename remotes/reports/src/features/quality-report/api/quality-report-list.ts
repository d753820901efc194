import { listEndpoint } from '@maziwa/api-client';

/**
 * The Quality report's tables, each GET /reports/<name> answering a page (deploy/api src/reports/quality);
 * the kit's useReportList asks for them.
 */
export const qualityEndpoints = {
  byGroup: listEndpoint('reports/quality-by-group'),
  overTime: listEndpoint('reports/quality-over-time'),
  sccBands: listEndpoint('reports/scc-bands'),
  rejections: listEndpoint('reports/rejections-by-reason'),
  worstFarmers: listEndpoint('reports/worst-scc-farmers'),
};
