import type {
  CurrentUser,
  DriverReportRow,
  Id,
  ListQuery,
  Location,
  Page,
  Permission,
  Role,
  Route,
  TokenResponse,
  Trip,
  User,
  UserCreate,
  UserRole,
  UserRoleCreate,
} from '@maziwa/contracts';
import { request } from './http';
import { createResource } from './resource';

export interface RegisterPayload {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  organization_name: string;
}

export const authApi = {
  /** POST /token, multipart: username (the email) and password. */
  token(email: string, password: string): Promise<TokenResponse> {
    const form = new FormData();
    form.append('username', email);
    form.append('password', password);
    return request.postForm<TokenResponse>('token', form);
  },
  register: (payload: RegisterPayload) => request.post<User>('register', payload),
  logout: () => request.post<void>('logout'),
};

export const usersApi = {
  ...createResource<User, UserCreate>('users'),
  me: () => request.get<CurrentUser>('users/me'),
  changePassword: (id: Id, body: { old_password: string; new_password: string }) =>
    request.post<void>(`users/${encodeURIComponent(id)}/password`, body),
};

export const rolesApi = createResource<Role>('roles');
export const permissionsApi = createResource<Permission>('permissions');
export const userRolesApi = {
  ...createResource<UserRole, UserRoleCreate>('user-roles'),
  roles: (query: ListQuery = {}) => request.get<Page<Role>>('user-roles/roles', { ...query }),
  routes: (query: ListQuery = {}) => request.get<Page<Route>>('user-roles/routes', { ...query }),
};
export const locationsApi = createResource<Location>('locations');
export const routesApi = createResource<Route>('routes');
export const tripsApi = createResource<Trip>('trips');

/** Query of every report: the organisation and the usual paging. */
export type ReportQuery = Omit<ListQuery, 'org_id' | 'populate' | 'filter'> & { organization_id?: Id };

export const reportsApi = {
  driverManagement: (query: ReportQuery = {}) =>
    request.get<Page<DriverReportRow>>('reports/driver-management', { ...query }),
};
