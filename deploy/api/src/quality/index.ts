import type { ApiDomain } from '../resources/api-domain';
import { qualityTests } from './quality-tests';
import { rejections } from './rejections';

/** Quality tests of batches and rejected milk. */
export const quality: ApiDomain = {
  name: 'quality',
  resources: [qualityTests, rejections],
};
