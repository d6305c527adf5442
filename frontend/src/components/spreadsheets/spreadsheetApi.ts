import type { SpreadsheetImportPreview, SpreadsheetImportResult } from '@scorecard/contracts';
import { networkError, responseError } from '../../lib/api';

/** Query string of defined, non-empty values. */
export function queryOf(params: Record<string, string | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const fileNameOf = (response: Response, fallback: string) => /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/** Downloads a file the API builds (cookies sent), saved under the name the server gives. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', cache: 'no-store' });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw responseError(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/**
 * Sends a spreadsheet as multipart 'file' (plus fields) with XMLHttpRequest, whose upload events
 * give the progress fetch cannot; answers the JSON or throws an ApiError like apiRequest.
 */
export function uploadSpreadsheet<T>(url: string, file: File, fields: Record<string, string>, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(responseError(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        resolve(null as T);
      }
    };
    xhr.send(form);
  });
}

export const previewImport = (file: File, onProgress: (fraction: number) => void) =>
  uploadSpreadsheet<SpreadsheetImportPreview>('/api/spreadsheets/import/preview', file, {}, onProgress);

export const commitImport = (file: File, fingerprint: string, onProgress: (fraction: number) => void) =>
  uploadSpreadsheet<SpreadsheetImportResult>('/api/spreadsheets/import/commit', file, { fingerprint }, onProgress);
