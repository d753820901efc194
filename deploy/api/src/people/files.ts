import { Type } from '@sinclair/typebox';
import { recordWrite } from '../resources/record';
import {
  acceptedType,
  bytesMatch,
  cleanFileName,
  contentDisposition,
  FILE_TYPES,
  MAX_FILE_BYTES,
  TYPE_NAMES,
} from './file-types';
import { conflict, fieldError, notFound } from '../http/errors';
import { acceptFiles, formatBytes } from '../http/uploads';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { PROFILE_FILE_KEYS } from './person-profile';
import { targetOrganisation } from '../resources/scope';
import { errorResponses, IdParams, iso, Uuid } from '../schemas/common';

export const StoredFile = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    content_type: Type.String({ enum: [...FILE_TYPES] }),
    size: Type.Integer({ description: 'Bytes.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'StoredFile' },
);

const UploadForm = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: `JPEG, PNG or PDF, at most ${formatBytes(MAX_FILE_BYTES)}; the content must match the declared type.`,
    }),
    org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  },
  { title: 'FileUpload' },
);

const FILE_NOT_FOUND = 'File not found';
const TYPES_TEXT = 'must be a JPEG, PNG or PDF file';

/**
 * Files of an organisation (photos, licence documents): upload, download, delete. Only the
 * organisation's members reach them; another organisation's file answers 404.
 */
export async function fileRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;

  app.post(
    '/files',
    {
      // Photos and licence documents of people records, uploaded before the record is saved.
      config: { ...acceptFiles(['file'], MAX_FILE_BYTES), permission: 'user_roles:update' },
      schema: {
        tags: ['Files'],
        operationId: 'uploadFile',
        summary: 'Upload a file (multipart field `file`)',
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: { 201: StoredFile, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { org_id } = request.body;
      const organizationId = targetOrganisation(caller, org_id);
      const upload = request.uploads?.file;
      if (!upload) throw fieldError('file', 'must be a file');
      const type = acceptedType(upload.mimetype);
      if (!type) throw fieldError('file', TYPES_TEXT);
      if (upload.data.length === 0) throw fieldError('file', 'must not be empty');
      if (!bytesMatch(type, upload.data)) throw fieldError('file', `content is not ${TYPE_NAMES[type]}`);

      const file = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: string;
          name: string;
          content_type: string;
          size_bytes: number;
          created_at: unknown;
        }>(
          `INSERT INTO files (organization_id, name, content_type, size_bytes, data, created_by)
           VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING id, name, content_type, size_bytes, created_at`,
          [organizationId, cleanFileName(upload.filename), type, upload.data.length, upload.data, caller.userId],
        );
        const { id, name, content_type, size_bytes } = rows[0];
        await recordWrite(tx, caller, 'files', undefined, {
          id,
          organization_id: organizationId,
          name,
          content_type,
          size: size_bytes,
        });
        return rows[0];
      });
      return reply.code(201).send({
        id: file.id,
        name: file.name,
        content_type: file.content_type,
        size: file.size_bytes,
        created_at: iso(file.created_at)!,
      });
    },
  );

  app.get(
    '/files/:id',
    {
      config: { permission: 'user_roles:read' },
      schema: {
        tags: ['Files'],
        operationId: 'downloadFile',
        summary: 'Download a file (its bytes, with its content type)',
        params: IdParams,
        response: {
          200: {
            description: 'The bytes.',
            content: Object.fromEntries(
              FILE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const { rows } = await db.query<{ name: string; content_type: string; data: Uint8Array }>(
        'SELECT name, content_type, data FROM files WHERE id = $1 AND organization_id = ANY($2::uuid[])',
        [id, caller.orgIds],
      );
      const file = rows[0];
      if (!file) throw notFound(FILE_NOT_FOUND);
      return (
        reply
          .header('content-type', file.content_type)
          .header('content-disposition', contentDisposition(file.name))
          // Files never change (a new upload is a new id); only the signed-in browser keeps them.
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength))
      );
    },
  );

  app.delete(
    '/files/:id',
    {
      config: { permission: 'user_roles:update' },
      schema: {
        tags: ['Files'],
        summary: 'Delete a file no profile points at',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          organization_id: string;
          name: string;
          content_type: string;
          size_bytes: number;
        }>(
          `SELECT organization_id, name, content_type, size_bytes FROM files
            WHERE id = $1 AND organization_id = ANY($2::uuid[]) FOR UPDATE`,
          [id, caller.orgIds],
        );
        if (!rows[0]) throw notFound(FILE_NOT_FOUND);
        // A profile's photo or document must not vanish under it (jsonb has no foreign key).
        const inUse = await tx.query(
          `SELECT 1 FROM user_roles
            WHERE organization_id = $1 AND (${Object.keys(PROFILE_FILE_KEYS)
              .map((key) => `profile->>'${key}' = $2`)
              .join(' OR ')})
            LIMIT 1`,
          [rows[0].organization_id, id],
        );
        if (inUse.rows.length > 0) throw conflict('Still in use by user-roles');
        await tx.query('DELETE FROM files WHERE id = $1', [id]);
        const { organization_id, name, content_type, size_bytes } = rows[0];
        await recordWrite(
          tx,
          caller,
          'files',
          { id, organization_id, name, content_type, size: size_bytes },
          undefined,
        );
      });
      return reply.code(204).send(null);
    },
  );
}
