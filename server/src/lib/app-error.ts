import { type ErrorCode, type FieldError, statusOf } from '@swapsies/contract';

/** What services throw: one code, answered by the error handler with its HTTP status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors: FieldError[] = [],
    message?: string,
  ) {
    super(message ?? fieldErrors[0]?.Message ?? code);
    this.name = 'AppError';
    this.status = statusOf(code);
  }
}

export function validationError(fieldErrors: FieldError[]): AppError {
  return new AppError('VALIDATION_ERROR', fieldErrors);
}

/** The system error code of a failed file or network call ("ENOENT", "EPERM"), if it has one. */
export function systemErrorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
