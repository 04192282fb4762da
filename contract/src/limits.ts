/** The business constants and limits of the product: counts, sizes, lengths and timings. */
export const UK_COUNTRY_ID = 235;
export const UK_COUNTRY_NAME = 'United Kingdom';

export const AVAILABILITY_DEBOUNCE_MS = 500;
export const HANDLE_MIN = 8;
export const HANDLE_MAX = 32;
export const CHARITY_NUMBER_MIN = 6;
export const CHARITY_NUMBER_MAX = 8;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN_REGISTER = 8;
export const PASSWORD_MIN_RESET = 6;
export const PASSWORD_MAX = 128;
export const ADDRESS_LIVE_MIN = 10;
export const ADDRESS_STEP_MIN = 5;
export const ADDRESS_MAX = 300;
export const STARTER_PACKS_MIN = 1;
export const STARTER_PACKS_MAX = 2;
export const CAUSES_MIN = 1;
export const CAUSES_MAX = 3;
export const CATEGORY_CAP = 40;

export const DESCRIPTION_MIN = 10;
export const PHOTOS_MIN = 1;
export const PHOTOS_MAX = 6;
export const PHOTO_MAX_BYTES = 10485760;
/**
 * The widest an item photo is stored at, in pixels on its longer side: the photo itself and its
 * thumbnail, each as JPEG or PNG and as WebP beside it, and a small copy as WebP only. The web
 * app's srcset names these widths. The thumbnail fills the feed's card on a phone (a 412 px screen
 * at 1.75 device pixels a pixel needs 721; photos stored before it grew from 640 px keep their
 * smaller thumbnails), the small copy a card two to a row (about 360).
 */
export const ITEM_PHOTO_SIZES = { display: 2048, thumbnail: 800, small: 400 } as const;
/** The base64 of a photo of PHOTO_MAX_BYTES, with room for a data: URL prefix. */
export const ENCODED_PHOTO_MAX = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 100;
export const PHOTO_QUALITY = 0.92;
export const PINT_LEVEL_MAX = 2;
/** Item text caps we chose (the specification names only the description minimum). */
export const ITEM_NAME_MAX = 80;
export const ITEM_DESCRIPTION_MAX = 1000;
export const ITEM_LOCATION_MAX = 100;
/** The uploader downscales so that the longest side is at most this, before upload. */
export const PHOTO_MAX_SIDE_PX = 2048;

export const RESET_RESEND_COOLDOWN_S = 60;
export const RESET_REDIRECT_MS = 3000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const SPLASH_LOGGED_IN_MS = 4000;
export const SPLASH_LOGGED_OUT_MS = 5000;
export const SPLASH_DEFAULT_MS = 2500;
export const SPLASH_FADE_MS = 1000;
/**
 * 000's constants give a 1200 ms page transition; at that length every screen looked washed out for
 * over a second after it was usable, so the entrances last 250 ms (docs/decisions.md, Web app).
 */
export const PAGE_TRANSITION_MS = 250;
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_APPEAR_DELAY_MS = 10;
export const TOAST_SLIDE_OUT_MS = 300;
export const FRIENDS_TOAST_MS = 3000;
export const REFRESH_SKIP_WINDOW_MS = 5000;
/** How long the last-seen data kept on the device for offline use stays usable (web/src/lib/offline-cache.ts). */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const MOBILE_BREAKPOINT_PX = 768;
export const MODAL_WIDTHS = { small: 400, medium: 600, large: 800 } as const;

export const FRIENDS_PLUS_MIN_FRIENDS = 5;
export const NOTIFICATION_POLL_MS = 30000;
export const BELL_BADGE_CAP = 99;
export const BROWSER_NOTIFICATION_MS = 6000;

/** Text caps the specification leaves open (the security baseline: every text length is capped). */
export const REPORT_TEXT_MAX = 2000;
export const REPORT_REASON_MAX = 100;
export const URL_MAX = 2000;
export const LOGIN_MAX = 254;
export const PAGE_SIZE_MAX = 100;

/** Pull-to-refresh on touch screens (feed and matches list), and the loading animation between feed items. */
export const PULL_REFRESH_THRESHOLD_PX = 60;
export const PULL_REFRESH_MAX_PX = 100;
export const PULL_REFRESH_INDICATOR_MS = 1000;
export const FEED_LOADING_MS = 1000;
export const FEED_LOADING_PHASES = 4;

/** Profile and settings (001 §2.7, §4.7, §5). A UK phone number has 10 or 11 digits. */
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 11;
export const BIO_MAX = 500;
export const HANDLE_FIELD_MAX = 64;
export const SETTINGS_NOTICE_MS = 3000;

/** Contact and tech support (001 §2.8, §5): a message of at least 10 characters, and back after 2 s. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_PAGE_MAX = 300;
export const CONTACT_BACK_MS = 2000;
export const SUPPORT_REPLY_HOURS = 24;
