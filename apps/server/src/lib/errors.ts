import type { TErrorCode } from '@habitat/shared';

/** An error a client may see: a status, a stable code and an English message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const forbidden = (message = 'You may not access this resource') =>
  new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
