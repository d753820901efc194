// Shapes of the Maziwa API (deploy/api) as the front end sees them. Field names follow the
// product spec, section 3. The API's OpenAPI document (/api/openapi.json) is the reference.

export type Id = string;

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export interface ContactInfo {
  phone?: string;
  address?: string;
}

export interface CurrentUser {
  id: Id;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  avatarUrl?: string | null;
  organization_ids: Id[];
  /** The role name shown in the profile menu (the first role the user holds). */
  role?: string;
  roles?: string[];
  /**
   * What the user may do in the organisation screens work in, as `resource:action`
   * (`trips:create`, `payments:process`). Empty: no console access (Driver, Producer).
   */
  permissions?: string[];
}

export interface User {
  id: Id;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_info: ContactInfo;
  organization_ids: Id[];
  is_active: boolean;
  status: PersonStatus;
  /**
   * The roles held (active) in organisations shared with the caller. The API always sends
   * it; optional so records built by hand (forms, test fakes) need not.
   */
  roles?: UserRoleName[];
}

/** A role a user holds, as a user record names it. */
export interface UserRoleName {
  id: Id;
  name: string;
  organization_id: Id;
}

export interface UserCreate {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  contact_info?: ContactInfo;
  organization_ids: Id[];
  is_active?: boolean;
  status?: PersonStatus;
  password: string;
}

export type PersonStatus = 'active' | 'inactive' | 'pending';

export interface Permission {
  id: Id;
  name: string;
  description: string;
  resource: string;
  action: string;
}

export interface Role {
  id: Id;
  name: string;
  /** What the role is for ('' when not said). Optional for records built by hand. */
  description?: string;
  organization_id: Id | null;
  /** Permission ids, or the permissions themselves with populate=permissions. */
  permissions: Array<Id | Permission>;
}

export type Gender = 'male' | 'female' | 'other';

/**
 * What the driver and farmer forms know about a person in a role beyond the user account
 * (spec 3, "Driver and farmer form values"). Dates are yyyy-MM-dd; file ids name files of
 * the same organisation (StoredFile), uploaded first with POST /files.
 */
export interface PersonProfile {
  date_of_birth?: string;
  gender?: Gender;
  /** A JPEG or PNG. */
  photo_file_id?: Id;
  license_number?: string;
  license_expiry?: string;
  /** A PDF, JPEG or PNG. */
  license_document_file_id?: Id;
  date_of_hire?: string;
  /** At most 2000 characters. */
  additional_info?: string;
}

/** A profile change: keys left out keep their value, null removes one. */
export type PersonProfileUpdate = { [K in keyof PersonProfile]?: PersonProfile[K] | null };

/** An uploaded file (POST /files); its bytes are at GET /files/{id}. */
export interface StoredFile {
  id: Id;
  name: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  /** Bytes. */
  size: number;
  created_at: string;
}

export interface UserRole {
  id: Id;
  organization_id: Id;
  user_id: Id;
  role_id: Id;
  member_id: string;
  status: PersonStatus;
  location_ids: Id[];
  route_ids: Id[];
  available: boolean;
  /** `{}` when nothing is known. */
  profile: PersonProfile;
  user?: User;
  role?: Role;
}

export type UserRoleCreate = Omit<UserRole, 'id' | 'user' | 'role' | 'profile'> & { profile?: PersonProfile };

/** PUT /user-roles/{id}: only what changes; profile keys are merged into the stored ones. */
export type UserRoleUpdate = Partial<Omit<UserRoleCreate, 'profile'>> & { profile?: PersonProfileUpdate };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface Location {
  id: Id;
  name: string;
  address: string;
  type: 'collection_center' | string;
  organization_id: Id;
  coordinates: Coordinates;
  capacity: number;
  is_active: boolean;
}

export type Weekday =
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday';

export interface Route {
  id: Id;
  name: string;
  location_ids: Id[];
  organization_id: Id;
  distance: number;
  estimated_time: number;
  start_times: Partial<Record<Weekday, string[]>>;
  locations?: Location[];
}

export type TripStatus = 'scheduled' | 'in_progress' | 'completed';

export interface Trip {
  id: Id;
  user_roles_ids: Id[];
  organization_id: Id;
  route_id: Id;
  start_time: string;
  end_time: string;
  status: TripStatus;
}

/** Every list and report answers with one page of rows and the total. */
export interface Page<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}

/** Query of every list endpoint. `filter` is `name:value`. */
export interface ListQuery {
  org_id?: Id;
  populate?: string;
  filter?: string;
  limit?: number;
  offset?: number;
  sort?: string;
  q?: string;
}

/** Error body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field errors of a 400, keyed by field name (dots for nested fields). */
  fields?: Record<string, string>;
}

/** Row of GET /reports/driver-management (spec 3, "Driver report"), plus the ids row actions need. */
export interface DriverReportRow {
  /** The driver's user-role link. */
  id: Id;
  user_id: Id;
  driver_name: string;
  driver_id: string;
  contact_information: string;
  status: PersonStatus;
}
