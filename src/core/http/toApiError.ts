import { isAxiosError } from 'axios';
import { ApiError } from './ApiError.ts';
import { decodeBody } from './decodeBody.ts';
import { parseErrorBody } from './parseErrorBody.ts';

/** The one place a failed call becomes an ApiError: the server's `detail` if it sent one, else the error's message. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.response) {
      const data = await decodeBody(error.response.data);
      const body = parseErrorBody(data);
      return new ApiError(body.detail ?? error.message, { status: error.response.status, ...body, data, cause: error });
    }
    return new ApiError(error.message, { status: null, code: error.code ?? null, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(message, { status: null, cause: error });
}
