// Names of the API's shapes (deploy/api) as the console uses them. None is written by
// hand: each is derived from the types generated out of the API's OpenAPI document
// (api-types.ts, `pnpm api-types`), so a changed field in the API's schemas fails the
// console's typecheck where the field is used.
import type { BodyOf, QueryOf, ResponseOf, RowOf } from './api-types';

/** Ids are UUID strings. */
export type Id = string;

export type TokenResponse = ResponseOf<'/token', 'post'>;
export type RegisterPayload = BodyOf<'/register', 'post'>;

/** GET /users/me: the signed-in person, their roles and what they may do. */
export type CurrentUser = ResponseOf<'/users/me', 'get'>;
/** POST /users/{id}/password: one's own password change. */
export type PasswordChange = BodyOf<'/users/{id}/password', 'post'>;
/** POST /users/{id}/password-reset: a temporary password for someone else. */
export type PasswordReset = BodyOf<'/users/{id}/password-reset', 'post'>;

export type User = ResponseOf<'/users/{id}', 'get'>;
export type UserCreate = BodyOf<'/users', 'post'>;
export type UserUpdate = BodyOf<'/users/{id}', 'put'>;
/** PUT /users/{id}/roles: every role the user holds in the organisation from now on. */
export type UserRolesChange = BodyOf<'/users/{id}/roles', 'put'>;
export type ContactInfo = NonNullable<User['contact_info']>;
/** A role a user holds, as a user record names it. */
export type UserRoleName = NonNullable<User['roles']>[number];
export type PersonStatus = User['status'];

export type Permission = ResponseOf<'/permissions/{id}', 'get'>;
export type PermissionCreate = BodyOf<'/permissions', 'post'>;

export type Role = ResponseOf<'/roles/{id}', 'get'>;
export type RoleCreate = BodyOf<'/roles', 'post'>;
export type RoleUpdate = BodyOf<'/roles/{id}', 'put'>;

/** A person's link to a role in an organisation (driver, farmer, QA agent...). */
export type UserRole = ResponseOf<'/user-roles/{id}', 'get'>;
export type UserRoleCreate = BodyOf<'/user-roles', 'post'>;
/** PUT /user-roles/{id}: only what changes; profile keys are merged into the stored ones. */
export type UserRoleUpdate = BodyOf<'/user-roles/{id}', 'put'>;
/** What the driver and farmer forms know about a person beyond the user account. */
export type PersonProfile = UserRole['profile'];
/** A profile change: keys left out keep their value, null removes one. */
export type PersonProfileUpdate = NonNullable<UserRoleUpdate['profile']>;
export type Gender = NonNullable<PersonProfile['gender']>;

/** An uploaded file (POST /files); its bytes are at GET /files/{id}. */
export type StoredFile = ResponseOf<'/files', 'post'>;

export type Location = ResponseOf<'/locations/{id}', 'get'>;
export type LocationUpdate = BodyOf<'/locations/{id}', 'put'>;
export type Coordinates = Location['coordinates'];

export type Route = ResponseOf<'/routes/{id}', 'get'>;
export type RouteUpdate = BodyOf<'/routes/{id}', 'put'>;
export type Weekday = keyof Route['start_times'];

export type Trip = ResponseOf<'/trips/{id}', 'get'>;
export type TripCreate = BodyOf<'/trips', 'post'>;
export type TripUpdate = BodyOf<'/trips/{id}', 'put'>;
export type TripStatus = Trip['status'];

/** The envelope every list and report answers with: one page of rows and the total. */
type AnyPage = ResponseOf<'/users', 'get'>;
/** One page of `T`: the API's list envelope with its rows typed. */
export type Page<T> = Omit<AnyPage, 'data'> & { data: T[] };

/** Query of every generic list endpoint (GET /users, /trips...). `filter` is `name:value`. */
export type ListQuery = Omit<QueryOf<'/users'>, 'format' | 'columns'>;

/** Error body of every 4xx/5xx answer; `fields` keyed by field name (dots for nested fields). */
export type ApiErrorBody = ResponseOf<'/users', 'post', 400>;

/** Row of GET /reports/driver-management, with the ids row actions need. */
export type DriverReportRow = RowOf<'/reports/driver-management'>;
