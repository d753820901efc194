import type { Id, StoredFile } from '@maziwa/contracts';
import { filesApi } from '../endpoints';
import { rethrowForForm } from './field-errors';

/** Files a form picked, by the form's field name; null or undefined: none picked. */
export type PickedFiles<K extends string> = Partial<Record<K, File | null>>;

/** Deletes files whose removal nobody can act on; a file still in use stays (the API says 409). */
export async function removeFilesQuietly(ids: readonly (Id | null | undefined)[]): Promise<void> {
  await Promise.all(ids.filter((id): id is Id => Boolean(id)).map((id) => filesApi.remove(id).catch(() => undefined)));
}

/**
 * Uploads the picked files (POST /files, one by one), then runs `save` with what they became.
 * If an upload or the save fails, the files uploaded so far are deleted again, so nothing
 * half-created stays behind, and the first error is rethrown; an upload's refusal (`file`)
 * is named after its form field (Photo, License Document).
 *
 * @example
 * await saveWithUploads({ photo: values.photo }, (files) =>
 *   userRolesApi.create({ ..., profile: { photo_file_id: files.photo?.id } }),
 * );
 */
export async function saveWithUploads<K extends string, T>(
  picked: PickedFiles<K>,
  save: (files: Partial<Record<K, StoredFile>>) => Promise<T>,
): Promise<T> {
  const uploaded: Partial<Record<K, StoredFile>> = {};
  try {
    for (const [field, file] of Object.entries(picked) as [K, File | null | undefined][]) {
      if (file) uploaded[field] = await filesApi.upload(file).catch(rethrowForForm({ file: field }));
    }
    return await save(uploaded);
  } catch (error) {
    await removeFilesQuietly(Object.values<StoredFile | undefined>(uploaded).map((file) => file?.id));
    throw error;
  }
}
