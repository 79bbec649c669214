import { useState } from 'react';
import { errorMessageOf } from '@festival/ui';
import { fileNameOf } from './gestionRules';

/** A file as the API client answers it with `parseAs: 'blob'`: the content, and the response that names it. */
export interface ApiFile {
  data?: Blob;
  response: Response;
}

/** Saves `blob` as a file named `name`: a temporary `<a download>` on an object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads files of the API through its client, so that the request carries what a plain link
 * would not (the X-Admin-Mode header of a global admin in admin mode), then saves them under the
 * name the server gives. `pending` is the key of the download in flight; `error`, the message of
 * the last one that failed (the server's, or `failedMessage`).
 */
export function useDownload(failedMessage: string) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (key: string, fetchFile: () => Promise<ApiFile>, fallbackName: string) => {
    setError(null);
    setPending(key);
    try {
      const { data, response } = await fetchFile();
      if (!data) throw new Error('empty download');
      saveBlob(data, fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
    } catch (err) {
      setError(errorMessageOf(err, failedMessage));
    } finally {
      setPending(null);
    }
  };
  return { pending, error, clearError: () => setError(null), download };
}
