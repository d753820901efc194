import { access } from './access';
import { audit } from './audit';
import { collections } from './collections';
import { extension } from './extension';
import { logistics } from './logistics';
import { messaging } from './messaging';
import { organizations } from './organizations';
import { payments } from './payments';
import { people } from './people';
import { quality } from './quality';
import { reports } from './reports';
import type { ApiDomain } from './resources/api-domain';
import type { ResourceDef } from './resources/types';
import { supplies } from './supplies';

/**
 * Every domain of the API, the one list api-plugin.ts registers (README: Layout). A new
 * domain adds its folder with an index.ts exporting an ApiDomain, and its name here.
 */
export const DOMAINS: readonly ApiDomain[] = [
  access,
  people,
  organizations,
  logistics,
  collections,
  quality,
  payments,
  supplies,
  extension,
  reports,
  audit,
  messaging,
];

/** Every generic resource, in registration order (docs/rules.md#api-calls). */
export const RESOURCES: ResourceDef[] = DOMAINS.flatMap((domain) => domain.resources ?? []);
