const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: Record<string, string> | undefined;
  /** Sent as `Retry-After` (seconds): a 429 or 503 says when trying again makes sense. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    fieldErrors?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** A 429 whose message and `Retry-After` header tell the person how long to wait. */
  static rateLimited(message: string, retryAfterSeconds: number): AppError {
    return new AppError('rate_limited', message, undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}
