import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { roles } from './roles';
import { routes } from '../logistics/routes';
import { errorResponses, ListQuery, Page } from '../schemas/common';

/**
 * The options a person-assignment form offers (docs/rules.md#api-calls; GET /user-roles/roles and
 * /user-roles/routes): the roles and routes of your organisations, as pages.
 */
export async function userRoleOptionRoutes(app: ApiInstance): Promise<void> {
  const { store } = app.maziwa;
  for (const def of [roles, routes]) {
    app.get(
      `/user-roles/${def.name}`,
      {
        config: { permission: 'user_roles:read' },
        schema: {
          tags: ['People'],
          operationId: `list${def.label}Options`,
          summary: `${def.label}s a user role can point at`,
          querystring: ListQuery,
          response: { 200: Page(def.schemas.item, `Page of ${def.label}`), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => store.list(def, callerOf(request), request.query),
    );
  }
}
