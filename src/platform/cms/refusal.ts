import { APIError } from 'payload';

/**
 * A staff save refused with its reason, as /admin shows it and the REST answer gives it
 * (`errors[0].message`, status 400). In the built app Payload's error handler meets a second copy of
 * its own error classes, so it keeps only an error's `name` and `message`; the name is set here, since
 * a bundled class may have lost its own.
 */
export function refusal(message: string, status = 400): Error {
  const error = new APIError(message, status, undefined, true);
  error.name = 'APIError';
  return error;
}
