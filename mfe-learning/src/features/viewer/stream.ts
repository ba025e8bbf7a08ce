// A material's bytes as a Blob (same-origin, with the session cookie), failing with the server's error code.
import { ApiError } from '@campus/shared-ui';

export async function fetchStream(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(path, { credentials: 'include', signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; code?: string };
    throw new ApiError({ status: response.status, code: body.code, message: body.message ?? body.error ?? response.statusText });
  }
  return response.blob();
}
