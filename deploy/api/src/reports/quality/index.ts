import type { ReportDef } from '../../resources/report';
import { qualityByGroup } from './quality-by-group';
import { qualityOverTime } from './quality-over-time';
import { rejectionsByReason } from './rejections-by-reason';
import { sccBands } from './scc-bands';
import { worstSccFarmers } from './worst-scc-farmers';

/** The Quality report's endpoints (docs/screens.md#reports--quality), each GET /reports/<name>. */
export const QUALITY_REPORTS: ReportDef[] = [
  qualityByGroup,
  qualityOverTime,
  sccBands,
  rejectionsByReason,
  worstSccFarmers,
];
