import { Type, type TNull, type TUnion } from '@sinclair/typebox';
import type { Queryable } from '../db/database';
import { FILE_TYPES, IMAGE_TYPES, type FileType } from './file-types';
import { fieldError } from '../http/errors';
import { DateOnly, StringEnum, Uuid } from '../schemas/common';
import type { Json } from '../resources/types';

export const GENDERS = ['male', 'female', 'other'] as const;

const day = (description: string) => DateOnly({ description: `${description} (yyyy-MM-dd).` });

const fields = {
  date_of_birth: day('Date of birth'),
  gender: StringEnum(GENDERS),
  photo_file_id: Uuid({ description: 'A JPEG or PNG of the organisation, uploaded with POST /files.' }),
  license_number: Type.String({ minLength: 1, maxLength: 50 }),
  license_expiry: day('Licence expiry'),
  license_document_file_id: Uuid({ description: 'A PDF, JPEG or PNG of the organisation, uploaded with POST /files.' }),
  date_of_hire: day('Date of hire'),
  additional_info: Type.String({ maxLength: 2000 }),
};
type Fields = typeof fields;

/**
 * What the driver and farmer forms know about the person in this role beyond the user
 * account. Every key is optional; a role link without details answers `{}`.
 */
export const PersonProfile = Type.Partial(Type.Object(fields), { title: 'PersonProfile', additionalProperties: false });

export const PersonProfileInput = Type.Partial(
  Type.Object(
    Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, Type.Union([schema, Type.Null()])])) as {
      [K in keyof Fields]: TUnion<[Fields[K], TNull]>;
    },
  ),
  {
    title: 'PersonProfileInput',
    additionalProperties: false,
    description: 'On update, keys left out keep their value and null removes one.',
  },
);

/** Profile keys holding a file id, with the types the file may have. */
export const PROFILE_FILE_KEYS: Record<string, readonly FileType[]> = {
  photo_file_id: IMAGE_TYPES,
  license_document_file_id: FILE_TYPES,
};

/** The stored form: nulls and blank texts dropped, texts trimmed. */
export function cleanProfile(profile: unknown): Json {
  const clean: Json = {};
  for (const [key, value] of Object.entries((profile ?? {}) as Json)) {
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== null && kept !== undefined && kept !== '') clean[key] = kept;
  }
  return clean;
}

/** The current profile with an update's keys applied (the update's nulls still in). */
export function mergeProfile(current: unknown, update: unknown): Json {
  return { ...((current ?? {}) as Json), ...((update ?? {}) as Json) };
}

/**
 * Files named in the profile must be files of the organisation, of a fitting type: a
 * profile can neither show another organisation's file nor learn that it exists. Ids
 * already stored are not checked again.
 */
export async function assertProfileFiles(
  tx: Queryable,
  profile: Json,
  previous: Json,
  organizationId: string,
): Promise<void> {
  for (const [key, types] of Object.entries(PROFILE_FILE_KEYS)) {
    const id = profile[key];
    if (typeof id !== 'string' || id === previous[key]) continue;
    const { rows } = await tx.query<{ content_type: string }>(
      'SELECT content_type FROM files WHERE id = $1 AND organization_id = $2',
      [id, organizationId],
    );
    const field = `profile.${key}`;
    if (!rows[0]) throw fieldError(field, 'is not a file of this organisation');
    if (!types.includes(rows[0].content_type as FileType)) {
      throw fieldError(
        field,
        types === IMAGE_TYPES ? 'must be a JPEG or PNG image' : 'must be a PDF, JPEG or PNG file',
      );
    }
  }
}
