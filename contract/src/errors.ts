/**
 * Error codes the API returns in `ErrorCode`, the HTTP status each one travels with,
 * and the messages the web client shows for them (000 §8, 001 §8).
 */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  WRONG_TOKEN: 'WRONG_TOKEN',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
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
  WRONG_MATCH: 'WRONG_MATCH',
  MATCH_COMMITTED: 'MATCH_COMMITTED',
  WRONG_COMMITMENT: 'WRONG_COMMITMENT',
  COMMITMENT_ACCEPTED: 'COMMITMENT_ACCEPTED',
  ITEM_NOT_IN_MATCH: 'ITEM_NOT_IN_MATCH',
  NOT_ENOUGH_FRIENDS: 'NOT_ENOUGH_FRIENDS',
  IMAGE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  IMAGE_TYPE_NOT_SUPPORTED: 'IMAGE_TYPE_NOT_SUPPORTED',
  IMAGE_PROCESSING_FAILED: 'IMAGE_PROCESSING_FAILED',
  SELF_REQUEST: 'SELF_REQUEST',
  ALREADY_FRIENDS: 'ALREADY_FRIENDS',
  REQUEST_EXISTS: 'REQUEST_EXISTS',
  REQUEST_RECEIVED: 'REQUEST_RECEIVED',
  REQUEST_NOT_FOUND: 'REQUEST_NOT_FOUND',
  NOT_FRIENDS: 'NOT_FRIENDS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The HTTP status each code is answered with. Codes not listed travel with 400. */
export const errorStatus: Partial<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  WRONG_TOKEN: 401,
  FORBIDDEN: 403,
  WEB_LOGIN_DISABLED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  WRONG_NOTIFICATION: 404,
  ITEM_NOT_FOUND: 404,
  WRONG_MATCH: 404,
  WRONG_COMMITMENT: 404,
  REQUEST_NOT_FOUND: 404,
  NOT_FRIENDS: 404,
  USER_EXISTS: 409,
  USERNAME_EXISTS: 409,
  EMAIL_EXISTS: 409,
  TOKEN_EXISTS: 409,
  ALREADY_FRIENDS: 409,
  REQUEST_EXISTS: 409,
  REQUEST_RECEIVED: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
};

/** Messages for the general HTTP outcomes (000 §8 "General"). */
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
} as const;

/** Messages for server codes of the signed-in areas (001 §8). */
export const codeMessages: Partial<Record<ErrorCode, string>> = {
  WRONG_CREDENTIALS: 'Wrong email, username or password.',
  WEB_LOGIN_DISABLED: 'Login via web is currently disabled. Please use the app to continue.',
  TOKEN_EXISTS: 'A password reset link has already been sent to your email. Please check your inbox.',
  WRONG_RESET_TOKEN: 'This reset link is invalid or has expired. Please make a new request.',
  WRONG_PASSWORD: 'Your current password is not correct.',
  WRONG_ITEM: 'This item is not available for liking or skipping',
  WRONG_ITEMS: 'The item owner is not interested in the items you offered',
  ITEM_NOT_FOUND: 'Item not found. Make sure you are trying to edit your own item.',
  WRONG_MATCH: "This match doesn't exist or you don't have access to it",
  MATCH_COMMITTED: 'This match already has an active commitment',
  WRONG_COMMITMENT: "This commitment doesn't exist or you don't have access to it",
  COMMITMENT_ACCEPTED: 'Your commitment request has already been accepted',
  ITEM_COMMITTED: 'Hmm. Selected items are already committed in another match',
  ITEM_NOT_IN_MATCH: 'One or more items are not part of this match',
  NOT_ENOUGH_FRIENDS: 'Please add friends to see items',
  WRONG_NOTIFICATION: "This notification doesn't exist or you don't have access to it",
  TOO_MANY_REQUESTS: httpMessages.tooManyRequests,
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
};

/** One field that failed validation, with the specification's message for it. */
export interface FieldError {
  Field: string;
  Message: string;
}
