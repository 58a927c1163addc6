/** The one shape of every error response from /api. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    details?: unknown;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return !!value && typeof value === 'object' && 'error' in value && typeof (value as ApiErrorBody).error?.message === 'string';
}
