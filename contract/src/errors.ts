/**
 * Error codes the API returns in `ErrorCode`, the HTTP status each one travels with,
 * and the messages the web client shows for them (the error catalogue).
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  WRONG_TOKEN: 'WRONG_TOKEN',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** A part the server needs (the database, Redis, the photo store) did not answer: try again shortly. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** The body is over the call's size limit (server/src/plugins/body-limits.ts). */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The body did not arrive within the call's time. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  WRONG_CREDENTIALS: 'WRONG_CREDENTIALS',
  WEB_LOGIN_DISABLED: 'WEB_LOGIN_DISABLED',
  USER_EXISTS: 'USER_EXISTS',
  USERNAME_EXISTS: 'USERNAME_EXISTS',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  TOKEN_EXISTS: 'TOKEN_EXISTS',
  WRONG_RESET_TOKEN: 'WRONG_RESET_TOKEN',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  WRONG_NOTIFICATION: 'WRONG_NOTIFICATION',
  WRONG_ITEM: 'WRONG_ITEM',
  WRONG_ITEMS: 'WRONG_ITEMS',
  ITEM_NOT_FOUND: 'ITEM_NOT_FOUND',
  ITEM_COMMITTED: 'ITEM_COMMITTED',
  CHANGES_PENDING: 'CHANGES_PENDING',
  WRONG_MATCH: 'WRONG_MATCH',
  MATCH_COMMITTED: 'MATCH_COMMITTED',
  WRONG_COMMITMENT: 'WRONG_COMMITMENT',
  COMMITMENT_ACCEPTED: 'COMMITMENT_ACCEPTED',
  ITEM_NOT_IN_MATCH: 'ITEM_NOT_IN_MATCH',
  NOT_ENOUGH_FRIENDS: 'NOT_ENOUGH_FRIENDS',
  NO_AREA: 'NO_AREA',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_TYPE_NOT_SUPPORTED: 'IMAGE_TYPE_NOT_SUPPORTED',
  IMAGE_PROCESSING_FAILED: 'IMAGE_PROCESSING_FAILED',
  SELF_REQUEST: 'SELF_REQUEST',
  ALREADY_FRIENDS: 'ALREADY_FRIENDS',
  REQUEST_EXISTS: 'REQUEST_EXISTS',
  REQUEST_RECEIVED: 'REQUEST_RECEIVED',
  REQUEST_NOT_FOUND: 'REQUEST_NOT_FOUND',
  NOT_FRIENDS: 'NOT_FRIENDS',
  NO_OWN_ITEMS: 'NO_OWN_ITEMS',
  MATCH_ENDED: 'MATCH_ENDED',
  MATCH_NOT_ENDED: 'MATCH_NOT_ENDED',
  WRONG_MESSAGE: 'WRONG_MESSAGE',
  MESSAGE_LOCKED: 'MESSAGE_LOCKED',
  WRONG_TICKET: 'WRONG_TICKET',
  WRONG_HANDOVER: 'WRONG_HANDOVER',
  HANDOVER_ANSWERED: 'HANDOVER_ANSWERED',
  OUTCOME_NOT_DUE: 'OUTCOME_NOT_DUE',
  OUTCOME_GIVEN: 'OUTCOME_GIVEN',
  FEEDBACK_NOT_OPEN: 'FEEDBACK_NOT_OPEN',
  FEEDBACK_GIVEN: 'FEEDBACK_GIVEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each code is answered with. Codes not listed travel with 400. */
export const errorStatus: Partial<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  WRONG_TOKEN: 401,
  FORBIDDEN: 403,
  WEB_LOGIN_DISABLED: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  WRONG_NOTIFICATION: 404,
  ITEM_NOT_FOUND: 404,
  WRONG_MATCH: 404,
  WRONG_COMMITMENT: 404,
  REQUEST_NOT_FOUND: 404,
  NOT_FRIENDS: 404,
  WRONG_MESSAGE: 404,
  WRONG_TICKET: 401,
  WRONG_HANDOVER: 404,
  HANDOVER_ANSWERED: 409,
  OUTCOME_NOT_DUE: 409,
  OUTCOME_GIVEN: 409,
  FEEDBACK_NOT_OPEN: 409,
  FEEDBACK_GIVEN: 409,
  USER_EXISTS: 409,
  USERNAME_EXISTS: 409,
  EMAIL_EXISTS: 409,
  TOKEN_EXISTS: 409,
  ALREADY_FRIENDS: 409,
  REQUEST_EXISTS: 409,
  REQUEST_RECEIVED: 409,
  MATCH_ENDED: 409,
  CHANGES_PENDING: 409,
  MATCH_NOT_ENDED: 409,
  MESSAGE_LOCKED: 409,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Messages for the general HTTP outcomes (the general part of the error catalogue). */
export const httpMessages = {
  wrongToken: 'Authentication token expired. Please log in again.',
  validation: 'Please check your input and try again. Make sure all required fields are filled correctly.',
  badRequest: 'Invalid request. Please check your input and try again.',
  unauthorized: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'The requested resource was not found.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Internal server error. Please try again later.',
  badGateway: 'Server temporarily unavailable. Please try again in a moment.',
  unreachable: 'The server is not reachable. Please check your connection and try again.',
  /** SERVICE_UNAVAILABLE: the server answered, but a part it needs is down for a moment. */
  serviceUnavailable: "Swapsies can't be reached right now. We'll keep trying.",
} as const;

/** Messages for server codes of the signed-in areas (their error catalogue). */
export const codeMessages: Partial<Record<ErrorCode, string>> = {
  WRONG_CREDENTIALS: 'Wrong email, username or password.',
  WEB_LOGIN_DISABLED: 'Login via web is currently disabled. Please use the app to continue.',
  TOKEN_EXISTS: 'A password reset link has already been sent to your email. Please check your inbox.',
  WRONG_RESET_TOKEN: 'This reset link is invalid or has expired. Please make a new request.',
  WRONG_PASSWORD: 'Your current password is not correct.',
  EMAIL_EXISTS: 'Email is already taken',
  WRONG_ITEM: 'This item is not available for liking or skipping',
  WRONG_ITEMS: 'The item owner is not interested in the items you offered',
  ITEM_NOT_FOUND: 'Item not found. Make sure you are trying to edit your own item.',
  WRONG_MATCH: "This match doesn't exist or you don't have access to it",
  MATCH_COMMITTED: 'This match already has an active commitment',
  WRONG_COMMITMENT: "This commitment doesn't exist or you don't have access to it",
  COMMITMENT_ACCEPTED: 'Your commitment request has already been accepted',
  ITEM_COMMITTED: 'Hmm. Selected items are already committed in another match',
  CHANGES_PENDING: 'This item has changes waiting for review. Please wait until they are reviewed.',
  ITEM_NOT_IN_MATCH: 'One or more items are not part of this match',
  NOT_ENOUGH_FRIENDS: 'Please add friends to see items',
  NO_AREA: 'Set your area with your postcode to see items near you.',
  WRONG_NOTIFICATION: "This notification doesn't exist or you don't have access to it",
  TOO_MANY_REQUESTS: httpMessages.tooManyRequests,
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  IMAGE_TOO_LARGE: 'File(s) too large: {names}. Maximum size is 10MB.',
  IMAGE_TYPE_NOT_SUPPORTED: 'Only JPG and PNG images are allowed.',
  IMAGE_PROCESSING_FAILED: 'Failed to process images. Please try again.',
  USER_NOT_FOUND: 'No user found with that username',
  SELF_REQUEST: "That's you!",
  ALREADY_FRIENDS: 'You are already friends',
  REQUEST_EXISTS: 'You have already sent this person a friend request',
  REQUEST_RECEIVED: 'This person has already sent you a friend request: accept it in Requests',
  REQUEST_NOT_FOUND: 'This friend request no longer exists',
  NOT_FRIENDS: 'You are not friends with this person',
  NO_OWN_ITEMS: 'Give to get! Add an item of your own to start seeking.',
  MATCH_ENDED: 'This match has ended',
  MATCH_NOT_ENDED: 'Only an ended match can be acknowledged',
  WRONG_MESSAGE: "This message doesn't exist or you don't have access to it",
  MESSAGE_LOCKED: 'Messages can only be changed within an hour of sending',
  WRONG_TICKET: 'This chat link has expired. Please open the chat again.',
  WRONG_HANDOVER: "This arrangement doesn't exist or you don't have access to it",
  HANDOVER_ANSWERED: 'This arrangement has already been answered or replaced',
  OUTCOME_NOT_DUE: 'You can say how the handover went once its agreed time has passed',
  OUTCOME_GIVEN: 'You have already said how this handover went',
  FEEDBACK_NOT_OPEN: 'Feedback opens after a confirmed swap or a recorded no-show, for 7 days',
  FEEDBACK_GIVEN: 'You have already left feedback on this swap',
  ACCOUNT_SUSPENDED:
    'Your account is suspended, and we have emailed you why. If you think this is a mistake, contact us through Tech support, which works without signing in.',
};

/** The HTTP status the code travels with. */
export function statusOf(code: ErrorCode): number {
  return errorStatus[code] ?? 400;
}

const errorCodes: ReadonlySet<string> = new Set(Object.values(ErrorCode));

export function isErrorCode(code: string): code is ErrorCode {
  return errorCodes.has(code);
}

/** The catalogue's own message for a code, when it has one. */
export function catalogueMessage(code: string): string | undefined {
  return isErrorCode(code) ? codeMessages[code] : undefined;
}

/**
 * What a member is told for a refused call: the catalogue's message for its code, else the general
 * message for its HTTP status. The web client shows it, and the OpenAPI document gives it per code.
 */
export function messageFor(status: number, code: string): string {
  if (code === ErrorCode.WRONG_TOKEN) return httpMessages.wrongToken;
  if (code === ErrorCode.SERVICE_UNAVAILABLE) return httpMessages.serviceUnavailable;
  const known = catalogueMessage(code);
  if (status === 400)
    return code === ErrorCode.VALIDATION_ERROR ? httpMessages.validation : (known ?? httpMessages.badRequest);
  if (status === 401) return httpMessages.unauthorized;
  if (status === 403) return known ?? httpMessages.forbidden;
  if (status === 404) return known ?? httpMessages.notFound;
  if (status === 429) return httpMessages.tooManyRequests;
  if (status === 502) return httpMessages.badGateway;
  if (status >= 500) return httpMessages.internal;
  // An empty ErrorCode must not become an empty message.
  return known ?? (code || httpMessages.badRequest);
}

/** One field that failed validation, with the specification's message for it. */
export interface FieldError {
  Field: string;
  Message: string;
}
