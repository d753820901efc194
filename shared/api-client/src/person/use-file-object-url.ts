import { filesApi } from '../endpoints';
import type { Id } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** GET /files/{id} with the bearer token: the bytes of a photo or document. */
export function getFile(fileId: Id): Promise<Blob> {
  return filesApi.blob(fileId);
}

export function getFileQueryOptions(fileId: Id | undefined) {
  return queryOptions({
    queryKey: ['files', fileId] as const,
    queryFn: () => getFile(fileId as Id),
    enabled: Boolean(fileId),
    // A file never changes: a new upload gets a new id.
    staleTime: Infinity,
  });
}

/**
 * A stored file as an object URL for <img src> or <a href>: an <img> cannot send the
 * bearer token, so the bytes are fetched with it and shown from memory. The URL is
 * revoked when the component unmounts (the dialog or page closes) or the file changes.
 *
 * @example
 * const photo = useFileObjectUrl(link?.profile.photo_file_id);
 * {photo.url && <img src={photo.url} alt="Photo of Mary Wanjiru" />}
 */
export function useFileObjectUrl(fileId: Id | undefined) {
  const { data: blob, isLoading, error } = useQuery(getFileQueryOptions(fileId));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { url, isLoading, error };
}
