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
  StoredFile,
  TokenResponse,
  Trip,
  User,
  UserCreate,
  UserRole,
  UserRoleCreate,
  UserRoleUpdate,
} from '@maziwa/contracts';
import { formPart } from './form-part';
import { apiUrl, request } from './http';
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
  ...createResource<UserRole, UserRoleCreate, UserRoleUpdate>('user-roles'),
  roles: (query: ListQuery = {}) => request.get<Page<Role>>('user-roles/roles', { ...query }),
  routes: (query: ListQuery = {}) => request.get<Page<Route>>('user-roles/routes', { ...query }),
};
export const locationsApi = createResource<Location>('locations');
export const routesApi = createResource<Route>('routes');
export const tripsApi = createResource<Trip>('trips');

const filePath = (id: Id) => `files/${encodeURIComponent(id)}`;

/**
 * Uploaded files (photos, licence documents). Upload first, then store the returned id,
 * e.g. in a user role's profile.
 *
 * @example
 * const photo = await filesApi.upload(values.photo);
 * await userRolesApi.update(linkId, { profile: { photo_file_id: photo.id } });
 */
export const filesApi = {
  /** POST /files, multipart `file`: a JPEG, PNG or PDF of at most 5 MB (else an ApiError naming `file`). */
  async upload(file: File | Blob, name?: string): Promise<StoredFile> {
    const form = new FormData();
    const fileName = name ?? ('name' in file && typeof file.name === 'string' ? file.name : 'file');
    form.append('file', await formPart(file), fileName);
    return request.postForm<StoredFile>('files', form);
  },
  /**
   * Absolute URL of GET /files/{id}, for a download link. It carries no token, so it only
   * works where the API accepts the request without one; to show a file on the page, use
   * `blob`.
   */
  url: (id: Id) => apiUrl(filePath(id)),
  /** GET /files/{id} with the bearer token: the bytes, e.g. for URL.createObjectURL. */
  blob: (id: Id) => request.getBlob(filePath(id)),
  /** DELETE /files/{id}. */
  remove: (id: Id) => request.delete(filePath(id)),
};

/** Query of every report: the organisation and the usual paging. */
export type ReportQuery = Omit<ListQuery, 'org_id' | 'populate' | 'filter'> & { organization_id?: Id };

export const reportsApi = {
  driverManagement: (query: ReportQuery = {}) =>
    request.get<Page<DriverReportRow>>('reports/driver-management', { ...query }),
};
