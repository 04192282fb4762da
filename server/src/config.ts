/**
 * The only reader of process.env. Every setting is parsed and checked at boot, and every
 * bad one is reported at once, so an operator fixes them all in one go.
 */
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapValues } from './lib/records.ts';

/** The repository root: the defaults for the data folder and the built web app live under it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Switch = 'enabled' | 'disabled';
export type LogFormat = 'json' | 'pretty';
export type ItemReview = 'off' | 'new-accounts' | 'all';
/** Fastify's trustProxy: false, or the addresses (IPs, CIDRs or proxy-addr's range names) of the proxies in front. */
export type TrustProxy = false | string[];

/** "N per window" for one rate limiter. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

export interface RateLimits {
  login: RateLimit;
  loginAccount: RateLimit;
  register: RateLimit;
  passwordReset: RateLimit;
  passwordResetAccount: RateLimit;
  availability: RateLimit;
  report: RateLimit;
  upload: RateLimit;
  friendRequest: RateLimit;
  chatMessage: RateLimit;
  contact: RateLimit;
  techSupport: RateLimit;
  dataExport: RateLimit;
}

/** How long a request may take to arrive, headers and body. */
export interface Timeouts {
  /** A call without photos. */
  bodyMs: number;
  /** A call that carries photos (registration, item add and edit): 84 MB on a slow phone link. */
  uploadMs: number;
}

/** Object storage for photos (an S3-compatible service) instead of the local disk. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); AWS itself needs none. */
  endpoint: string | null;
  /** Without keys the SDK's own credential chain is used (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** Web Push (product-decisions §12): the VAPID key pair and subject, and the test-only transport switch. */
export interface PushSettings {
  /** Both keys, base64url (the P-256 public point, 65 bytes; the private scalar, 32 bytes), or null to generate a pair once and keep it. */
  keys: { publicKey: string; privateKey: string } | null;
  /** mailto: or https: contact the push services see in the VAPID token. */
  subject: string;
  /**
   * PUSH_ALLOW_HTTP: lets endpoints be http:// and on private or loopback addresses. Only for tests
   * and local push services: otherwise a member could make the server post to any address (SSRF).
   */
  allowHttp: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Put before every key and channel name in Redis, so that installations can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where contact and tech-support messages are emailed; null: they are only stored. */
  supportEmail: string | null;
  publicUrl: string;
  webLogin: Switch;
  everyoneFeed: Switch;
  itemReview: ItemReview;
  /**
   * REPORT_HIDE_THRESHOLD: how many different members (accounts over a day old) must report an
   * item, a message or a profile for it to hide at once, pending a moderator's review.
   */
  reportHideThreshold: number;
  appStoreUrl: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** LOG_FORMAT: JSON lines (production), or pino-pretty's readable lines (`npm run dev` sets it). */
  logFormat: LogFormat;
  /**
   * UNLISTED_ERROR_CODES: what becomes of an answer whose ErrorCode its route table entry does not
   * list (plugins/routes.ts). `refuse` (development and tests) turns it into a 500, so a list that
   * falls behind its rules fails the tests; `log` (the default, production) sends it and warns.
   */
  unlistedErrorCodes: 'refuse' | 'log';
  /** METRICS_PORT: where Prometheus metrics are served; null leaves them off. */
  metricsPort: number | null;
  webDist: string | null;
  rateLimits: RateLimits;
  timeouts: Timeouts;
  s3: S3Settings | null;
  push: PushSettings;
  /** How often each process runs the commitment sweeper (COMMITMENT_SWEEP_INTERVAL). */
  commitmentSweepMs: number;
  /**
   * CLOCK_OFFSET_FILE, for the browser journeys only: a file holding how many milliseconds the
   * server's clock runs ahead, so a journey can reach a handover's reminders in seconds.
   */
  clockOffsetFile: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const defaultRateLimits: Record<keyof RateLimits, [string, string]> = {
  login: ['RATE_LIMIT_LOGIN', '20/15m'],
  loginAccount: ['RATE_LIMIT_LOGIN_ACCOUNT', '10/15m'],
  register: ['RATE_LIMIT_REGISTER', '10/1h'],
  passwordReset: ['RATE_LIMIT_PASSWORD_RESET', '10/1h'],
  passwordResetAccount: ['RATE_LIMIT_PASSWORD_RESET_ACCOUNT', '5/1h'],
  availability: ['RATE_LIMIT_AVAILABILITY', '120/1m'],
  report: ['RATE_LIMIT_REPORT', '20/1h'],
  upload: ['RATE_LIMIT_UPLOAD', '30/1h'],
  friendRequest: ['RATE_LIMIT_FRIEND_REQUEST', '20/1h'],
  chatMessage: ['RATE_LIMIT_CHAT_MESSAGE', '30/10s'],
  contact: ['RATE_LIMIT_CONTACT', '5/1h'],
  techSupport: ['RATE_LIMIT_TECH_SUPPORT', '5/1h'],
  dataExport: ['RATE_LIMIT_DATA_EXPORT', '10/1h'],
};

/** Every setting with its default, for the README and for `--help`-style listings. */
export const settingNames = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_PREFIX',
  'SMTP_URL',
  'MAIL_FROM',
  'SUPPORT_EMAIL',
  'PUBLIC_URL',
  'WEB_LOGIN',
  'EVERYONE_FEED',
  'ITEM_REVIEW',
  'REPORT_HIDE_THRESHOLD',
  'APP_STORE_URL',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'UNLISTED_ERROR_CODES',
  'METRICS_PORT',
  'WEB_DIST',
  'BODY_TIMEOUT',
  'UPLOAD_TIMEOUT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'PUSH_ALLOW_HTTP',
  'COMMITMENT_SWEEP_INTERVAL',
  'CLOCK_OFFSET_FILE',
  ...Object.values(defaultRateLimits).map(([name]) => name),
] as const;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export function parseRateLimit(value: string): RateLimit | null {
  const match = /^(\d+)\/(\d*)([smhd])$/.exec(value.trim());
  if (!match) return null;
  const points = Number(match[1]);
  const durationSeconds = Number(match[2] || '1') * (UNITS[match[3] ?? ''] ?? 0);
  if (points < 1 || durationSeconds < 1) return null;
  return { points, durationSeconds };
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: false, or a comma-separated list of the proxies' addresses; null when it is neither. */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/**
 * Why `true` and hop counts are refused: `true` believes every X-Forwarded-For hop, so a client
 * writes its own address and escapes every per-address limit; a hop count cannot tell a proxy
 * from a client that connects directly (Fastify 5.12.1 stopped honouring one for that reason).
 */
function trustProxyProblem(text: string): string | null {
  const instead =
    'give the addresses of the proxies in front of Swapsies (for example 10.0.0.0/8,127.0.0.1 or uniquelocal)';
  if (text === 'true')
    return `TRUST_PROXY=true would believe any X-Forwarded-For a client writes, so anyone could choose the address rate limits see: ${instead}`;
  if (/^\d+$/.test(text))
    return `TRUST_PROXY=${text} is a hop count, which cannot tell a proxy from a client that connects directly and writes its own X-Forwarded-For: ${instead}`;
  if (parseTrustProxy(text) === null)
    return `TRUST_PROXY must be false or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${text}")`;
  return null;
}

/** "10s", "2m", "1h" in milliseconds; null when it is not a positive duration. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)([smh])$/.exec(value.trim());
  if (!match || Number(match[1]) < 1) return null;
  return Number(match[1]) * (UNITS[match[2] ?? ''] ?? 0) * 1000;
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether `text` is base64url (no padding) of exactly `bytes` bytes. */
function isBase64Url(text: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
}

/** REDIS_PREFIX: letters, digits and : _ . - only, as it goes into key and channel names. */
function redisPrefixSetting(settings: SettingsReader): string {
  const prefix = settings.read('REDIS_PREFIX') ?? '';
  if (/^[A-Za-z0-9:_.-]{0,64}$/.test(prefix)) return prefix;
  settings.problems.push(`REDIS_PREFIX must be at most 64 letters, digits or : _ . - (got "${prefix}")`);
  return '';
}

/**
 * Reads the settings, collecting every problem instead of stopping at the first. A refused value
 * reads as its default, so that it adds no problem of its own to the settings checked against it:
 * loadConfig throws once any problem was found.
 */
class SettingsReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Record<string, string | undefined>) {}

  read(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.read(name) ?? fallback;
    const chosen = allowed.find((option) => option === value);
    if (chosen !== undefined) return chosen;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  enabled(name: string): boolean {
    return this.oneOf(name, ['true', 'false'], 'false') === 'true';
  }

  url(name: string, protocols: string[]): string | null {
    const value = this.read(name);
    if (value === undefined) return null;
    if (isUrl(value, protocols)) return value;
    this.problems.push(`${name} must be a ${protocols.join(' or ')} URL (got "${value}")`);
    return null;
  }

  duration(name: string, fallback: string): number {
    const text = this.read(name) ?? fallback;
    const parsed = parseDuration(text);
    if (parsed !== null) return parsed;
    this.problems.push(`${name} must be a duration such as 30s, 10m or 1h (got "${text}")`);
    return parseDuration(fallback) ?? 0;
  }

  /** A whole number of at least `min`. */
  count(name: string, fallback: number, min: number): number {
    const text = this.read(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (Number.isSafeInteger(value) && value >= min) return value;
    this.problems.push(`${name} must be a whole number of at least ${min} (got "${text}")`);
    return fallback;
  }

  rateLimit(name: string, fallback: string): RateLimit {
    const text = this.read(name) ?? fallback;
    const parsed = parseRateLimit(text);
    if (parsed) return parsed;
    this.problems.push(`${name} must look like 20/15m (points per window of s, m, h or d; got "${text}")`);
    return parseRateLimit(fallback) ?? { points: 0, durationSeconds: 0 };
  }
}

/** VAPID_*: both keys or neither; the subject a mailto: or https: address (default: mailto: MAIL_FROM's address). */
function pushSettings(settings: SettingsReader, mailFrom: string): PushSettings {
  const { problems } = settings;
  const publicKey = settings.read('VAPID_PUBLIC_KEY');
  const privateKey = settings.read('VAPID_PRIVATE_KEY');
  if ((publicKey === undefined) !== (privateKey === undefined))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to generate a pair)');
  if (publicKey !== undefined && !(isBase64Url(publicKey, 65) && publicKey.startsWith('B')))
    problems.push(
      'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in URL-safe base64 (npx web-push generate-vapid-keys)',
    );
  if (privateKey !== undefined && !isBase64Url(privateKey, 32))
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in URL-safe base64');
  const fromAddress = /<?([^\s@<>]+@[^\s@<>]+)>?$/.exec(mailFrom)?.[1] ?? 'no-reply@swapsies.local';
  const subject = settings.read('VAPID_SUBJECT') ?? `mailto:${fromAddress}`;
  if (!isUrl(subject, ['mailto:', 'https:']))
    problems.push(`VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`);
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject,
    allowHttp: settings.enabled('PUSH_ALLOW_HTTP'),
  };
}

function portSetting(settings: SettingsReader): number {
  const portText = settings.read('PORT') ?? '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    settings.problems.push(`PORT must be a port number (got "${portText}")`);
  return port;
}

function timeoutSettings(settings: SettingsReader): Timeouts {
  const timeouts = {
    bodyMs: settings.duration('BODY_TIMEOUT', '10s'),
    uploadMs: settings.duration('UPLOAD_TIMEOUT', '10m'),
  };
  if (timeouts.uploadMs < timeouts.bodyMs) settings.problems.push('UPLOAD_TIMEOUT must be at least BODY_TIMEOUT');
  return timeouts;
}

function mailSettings(settings: SettingsReader): Pick<Config, 'mailFrom' | 'supportEmail'> {
  const mailFrom = settings.read('MAIL_FROM') ?? 'Swapsies <no-reply@swapsies.local>';
  if (!/<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom))
    settings.problems.push(`MAIL_FROM must contain an email address (got "${mailFrom}")`);
  const supportEmail = settings.read('SUPPORT_EMAIL') ?? null;
  if (supportEmail !== null && !/^[^\s@<>]+@[^\s@<>]+$/.test(supportEmail))
    settings.problems.push(`SUPPORT_EMAIL must be an email address (got "${supportEmail}")`);
  return { mailFrom, supportEmail };
}

function trustProxySetting(settings: SettingsReader): TrustProxy {
  const text = settings.read('TRUST_PROXY') ?? 'false';
  const trouble = trustProxyProblem(text);
  if (trouble) settings.problems.push(trouble);
  return parseTrustProxy(text) ?? false;
}

function metricsPortSetting(settings: SettingsReader, port: number): number | null {
  const text = settings.read('METRICS_PORT');
  const metricsPort = text === undefined ? null : Number(text);
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535))
    settings.problems.push(`METRICS_PORT must be a port number (got "${text}")`);
  else if (metricsPort !== null && metricsPort === port)
    settings.problems.push('METRICS_PORT must differ from PORT: metrics are kept off the public port');
  return metricsPort;
}

function s3Settings(settings: SettingsReader): S3Settings | null {
  const bucket = settings.read('S3_BUCKET');
  const endpoint = settings.url('S3_ENDPOINT', ['http:', 'https:']);
  const forcePathStyle = settings.enabled('S3_FORCE_PATH_STYLE');
  const accessKeyId = settings.read('S3_ACCESS_KEY_ID');
  const secretAccessKey = settings.read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    settings.problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (!bucket && (endpoint || accessKeyId || secretAccessKey))
    settings.problems.push('S3_BUCKET must be set when any other S3_ setting is');
  if (!bucket) return null;
  return {
    bucket,
    region: settings.read('S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId: accessKeyId ?? null,
    secretAccessKey: secretAccessKey ?? null,
    forcePathStyle,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const settings = new SettingsReader(env);
  const read = (name: string) => settings.read(name);
  const port = portSetting(settings);
  const rateLimits = mapValues(defaultRateLimits, ([name, fallback]) => settings.rateLimit(name, fallback));
  const timeouts = timeoutSettings(settings);
  const mail = mailSettings(settings);
  const publicUrl =
    settings.url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${Number.isInteger(port) ? port : 8080}`;
  const appStoreUrl = settings.url('APP_STORE_URL', ['https:', 'http:']) ?? '';
  const trustProxy = trustProxySetting(settings);
  const logLevel = settings.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info');
  const logFormat = settings.oneOf('LOG_FORMAT', ['json', 'pretty'], 'json');
  const metricsPort = metricsPortSetting(settings, port);
  const webDist = read('WEB_DIST') ?? path.join(repoRoot, 'web/dist');
  const s3 = s3Settings(settings);
  const push = pushSettings(settings, mail.mailFrom);

  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? path.join(repoRoot, 'data')),
    databaseUrl: settings.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: settings.url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: redisPrefixSetting(settings),
    smtpUrl: settings.url('SMTP_URL', ['smtp:', 'smtps:']),
    ...mail,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    webLogin: settings.oneOf('WEB_LOGIN', ['enabled', 'disabled'], 'enabled'),
    everyoneFeed: settings.oneOf('EVERYONE_FEED', ['enabled', 'disabled'], 'enabled'),
    itemReview: settings.oneOf('ITEM_REVIEW', ['off', 'new-accounts', 'all'], 'off'),
    reportHideThreshold: settings.count('REPORT_HIDE_THRESHOLD', 3, 1),
    appStoreUrl,
    trustProxy,
    logLevel,
    logFormat,
    unlistedErrorCodes: settings.oneOf('UNLISTED_ERROR_CODES', ['log', 'refuse'], 'log'),
    metricsPort,
    webDist: webDist === 'none' ? null : path.resolve(cwd, webDist),
    rateLimits,
    timeouts,
    s3,
    push,
    commitmentSweepMs: settings.duration('COMMITMENT_SWEEP_INTERVAL', '1m'),
    clockOffsetFile: settings.read('CLOCK_OFFSET_FILE') ?? null,
  };
  if (settings.problems.length > 0) throw new ConfigError(settings.problems);
  return config;
}
