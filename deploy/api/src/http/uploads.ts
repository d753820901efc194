import type { MultipartFile } from '@fastify/multipart';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** A file part of a multipart request, read into memory. */
export interface UploadedFile {
  /** As the browser named it (may be empty). */
  filename: string;
  /** As the browser declared it; not to be trusted without looking at the bytes. */
  mimetype: string;
  data: Buffer;
}

/**
 * Route config of a route taking files: which multipart fields are files and how large
 * each may be. Other routes keep the plugin's defaults (1 MB, and a file where a text
 * field belongs is refused by the body schema).
 *
 * @example app.post('/files', { config: acceptFiles(['file'], 5 * MB), ... })
 */
export function acceptFiles(fields: string[], maxBytes: number): FastifyContextConfig {
  return { fileFields: fields, multipartOptions: { limits: { fileSize: maxBytes, files: fields.length } } };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${Math.round(bytes / 1000)} kB`;
}

/**
 * @fastify/multipart's onFile: on a route that accepts the field, the bytes go to
 * `request.uploads[field]` and the body field holds the file name, so the JSON body
 * schema validates the form (a file field is a string of format binary in OpenAPI).
 */
export async function readFilePart(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const config = this.routeOptions.config;
  if (!config.fileFields?.includes(part.fieldname)) {
    // The plugin's default: the body gets a Buffer, which no text field accepts.
    await readBytes(part, config);
    return;
  }
  const data = await readBytes(part, config);
  this.uploads = {
    ...this.uploads,
    [part.fieldname]: { filename: part.filename ?? '', mimetype: part.mimetype ?? '', data },
  };
  (part as MultipartFile & { value?: unknown }).value = part.filename || part.fieldname;
}

async function readBytes(part: MultipartFile, config: FastifyContextConfig): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = config.multipartOptions?.limits?.fileSize;
      const problem = limit ? `must be at most ${formatBytes(limit)}` : 'is too large';
      throw new HttpError(413, `${part.fieldname} ${problem}`, { [part.fieldname]: problem });
    }
    // The stream ended inside the file ("Premature close"): the client sent a cut-off body.
    throw new HttpError(400, 'The multipart body is incomplete or malformed');
  }
}
