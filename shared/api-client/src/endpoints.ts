import type {
  CurrentUser,
  Id,
  PasswordChange,
  RegisterPayload,
  StoredFile,
  TokenResponse,
  User,
} from '@maziwa/contracts';
import { formPart } from './form-part';
import { CURRENT_USER_PATH } from './early-session';
import { apiUrl, request } from './http';
import { createResource } from './resource';
import { listEndpoint } from './server-list/list-endpoint';

export type { RegisterPayload };

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
  ...createResource('users'),
  me: () => request.get<CurrentUser>(CURRENT_USER_PATH),
  changePassword: (id: Id, body: PasswordChange) =>
    request.post<void>(`users/${encodeURIComponent(id)}/password`, body),
};

export const rolesApi = createResource('roles');
export const permissionsApi = createResource('permissions');
const userRoleRoles = listEndpoint('user-roles/roles');
const userRoleRoutes = listEndpoint('user-roles/routes');
export const userRolesApi = {
  ...createResource('user-roles'),
  roles: (query: Parameters<typeof userRoleRoles.page>[0] = {}) => userRoleRoles.page(query),
  routes: (query: Parameters<typeof userRoleRoutes.page>[0] = {}) => userRoleRoutes.page(query),
};
export const locationsApi = createResource('locations');
export const routesApi = createResource('routes');
export const tripsApi = createResource('trips');

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

const driverManagement = listEndpoint('reports/driver-management');
export const reportsApi = {
  driverManagement: (query: Parameters<typeof driverManagement.page>[0] = {}) => driverManagement.page(query),
};
