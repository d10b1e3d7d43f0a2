// The error catalogue: what a user reads when a call fails.

export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request. Please check your input.',
  401: 'Authentication required. Please log in.',
  403: 'Access denied. You do not have permission.',
  404: 'Resource not found.',
  409: 'Conflict. Resource already exists.',
  422: 'Invalid data provided.',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  502: 'Service unavailable. Please try again later.',
  503: 'Service temporarily unavailable.',
  504: 'Request timeout. Please try again.',
};

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? `Server error (${status}).`;
}

export const INVALID_ANSWER_MESSAGE = 'The server sent an answer this page cannot read. Please reload.';

/** 'invalid': the answer arrived but did not have the shape the page expects. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  /** Machine-readable code from the server's failure body, when present. */
  readonly code: string | undefined;

  constructor(message: string, kind: ApiErrorKind, status?: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

/** Builds the error for an HTTP failure; the server's own `message` wins over the catalogue. */
export function httpError(status: number, body: unknown): ApiError {
  let serverMessage: string | undefined;
  let code: string | undefined;
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message.trim() !== '') {
      serverMessage = record.message;
    }
    if (typeof record.code === 'string') code = record.code;
  }
  return new ApiError(serverMessage ?? messageForStatus(status), 'http', status, code);
}

/** An answer that failed its schema: never used as if it were right. */
export function invalidAnswerError(): ApiError {
  return new ApiError(INVALID_ANSWER_MESSAGE, 'invalid');
}

export function networkError(kind: 'network' | 'timeout' = 'network'): ApiError {
  return new ApiError(NETWORK_ERROR_MESSAGE, kind);
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
