/** Errors that reach the caller as Firestore's JSON error body. */

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new ApiError(400, 'INVALID_ARGUMENT', message);
