import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseRateLimit, repoRoot, settingNames } from './config.ts';

/** loadConfig's problems for an environment, or [] when it loads. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/swapsies');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('parseRateLimit', () => {
  it.each([
    ['20/15m', { points: 20, durationSeconds: 900 }],
    ['10/1h', { points: 10, durationSeconds: 3600 }],
    ['5/h', { points: 5, durationSeconds: 3600 }],
    ['120/1m', { points: 120, durationSeconds: 60 }],
    ['3/30s', { points: 3, durationSeconds: 30 }],
    ['100/2d', { points: 100, durationSeconds: 172800 }],
    [' 7/1m ', { points: 7, durationSeconds: 60 }],
  ])('reads %j', (text, expected) => {
    expect(parseRateLimit(text)).toEqual(expected);
  });

  it.each([
    'lots',
    '',
    '20',
    '20/',
    '/15m',
    '0/15m',
    '20/0m',
    '20/15x',
    '-1/15m',
    '1.5/1m',
    '20 / 15m',
    '20/15m extra',
  ])('refuses %j', (text) => {
    expect(parseRateLimit(text)).toBeNull();
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/swapsies');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'Swapsies <no-reply@swapsies.local>',
      publicUrl: 'http://localhost:8080',
      webLogin: 'enabled',
      everyoneFeed: 'enabled',
      itemReview: 'off',
      reportHideThreshold: 3,
      appStoreUrl: '',
      trustProxy: false,
      logLevel: 'info',
      dataDir: path.join(repoRoot, 'data'),
      webDist: path.join(repoRoot, 'web/dist'),
    });
    expect(config.rateLimits).toEqual({
      login: { points: 20, durationSeconds: 900 },
      loginAccount: { points: 10, durationSeconds: 900 },
      register: { points: 10, durationSeconds: 3600 },
      passwordReset: { points: 10, durationSeconds: 3600 },
      passwordResetAccount: { points: 5, durationSeconds: 3600 },
      availability: { points: 120, durationSeconds: 60 },
      report: { points: 20, durationSeconds: 3600 },
      upload: { points: 30, durationSeconds: 3600 },
      friendRequest: { points: 20, durationSeconds: 3600 },
      chatMessage: { points: 30, durationSeconds: 10 },
      contact: { points: 5, durationSeconds: 3600 },
      techSupport: { points: 5, durationSeconds: 3600 },
      dataExport: { points: 10, durationSeconds: 3600 },
    });
    expect(config.supportEmail).toBeNull();
  });

  it('reads every setting it is given', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://swapsies@db.internal:5432/swapsies',
        REDIS_URL: 'redis://cache.internal:6379',
        REDIS_PREFIX: 'staging:',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Swapsies <hello@swapsies.example>',
        PUBLIC_URL: 'https://swapsies.example/',
        WEB_LOGIN: 'disabled',
        EVERYONE_FEED: 'disabled',
        ITEM_REVIEW: 'new-accounts',
        REPORT_HIDE_THRESHOLD: '5',
        APP_STORE_URL: 'https://apps.example.com/swapsies',
        TRUST_PROXY: '10.0.0.0/8',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'none',
        RATE_LIMIT_LOGIN: '5/1m',
        SUPPORT_EMAIL: 'help@swapsies.example',
        RATE_LIMIT_CONTACT: '2/1d',
      },
      '/srv/swapsies',
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/swapsies/var/data',
      databaseUrl: 'postgres://swapsies@db.internal:5432/swapsies',
      redisUrl: 'redis://cache.internal:6379',
      redisPrefix: 'staging:',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Swapsies <hello@swapsies.example>',
      publicUrl: 'https://swapsies.example',
      webLogin: 'disabled',
      everyoneFeed: 'disabled',
      itemReview: 'new-accounts',
      reportHideThreshold: 5,
      appStoreUrl: 'https://apps.example.com/swapsies',
      trustProxy: ['10.0.0.0/8'],
      logLevel: 'warn',
      webDist: null,
      supportEmail: 'help@swapsies.example',
    });
    expect(config.rateLimits.login).toEqual({ points: 5, durationSeconds: 60 });
    expect(config.rateLimits.register).toEqual({ points: 10, durationSeconds: 3600 });
    expect(config.rateLimits.contact).toEqual({ points: 2, durationSeconds: 86_400 });
  });

  it('derives the public address from PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3000' }, '/srv').publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({ PORT: '', WEB_LOGIN: '   ', DATABASE_URL: '' }, '/srv');
    expect(config).toMatchObject({ port: 8080, webLogin: 'enabled', databaseUrl: null });
  });

  it('lists every bad setting at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', WEB_LOGIN: 'maybe', DATABASE_URL: 'mysql://x', RATE_LIMIT_LOGIN: 'lots' }, '/srv');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT'))).toContain('"abc"');
    expect(problems.find((p) => p.startsWith('WEB_LOGIN'))).toContain('"maybe"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('"mysql://x"');
    expect(problems.find((p) => p.startsWith('RATE_LIMIT_LOGIN'))).toContain('"lots"');
    // The message names them all, one a line, for the operator.
    for (const problem of problems) expect((caught as ConfigError).message).toContain(problem);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['EVERYONE_FEED', 'yes'],
    ['ITEM_REVIEW', 'sometimes'],
    ['REPORT_HIDE_THRESHOLD', '0'],
    ['REPORT_HIDE_THRESHOLD', '2.5'],
    ['REPORT_HIDE_THRESHOLD', 'three'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '0.5'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.1,,10.0.0.2'],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_FORMAT', 'text'],
    ['METRICS_PORT', 'prometheus'],
    ['METRICS_PORT', '8080'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_PREFIX', 'a b'],
    ['REDIS_PREFIX', 'x'.repeat(65)],
    ['SMTP_URL', 'mail.example.com'],
    ['PUBLIC_URL', 'swapsies.example'],
    ['APP_STORE_URL', 'javascript:alert(1)'],
    ['MAIL_FROM', 'Swapsies'],
    ['RATE_LIMIT_LOGIN_ACCOUNT', '0/15m'],
    ['RATE_LIMIT_REGISTER', '10 per hour'],
    ['RATE_LIMIT_PASSWORD_RESET', '10'],
    ['RATE_LIMIT_PASSWORD_RESET_ACCOUNT', '5/1y'],
    ['RATE_LIMIT_AVAILABILITY', 'many'],
    ['RATE_LIMIT_REPORT', '/1h'],
    ['RATE_LIMIT_UPLOAD', '30'],
    ['RATE_LIMIT_FRIEND_REQUEST', 'often'],
    ['RATE_LIMIT_CONTACT', '5'],
    ['RATE_LIMIT_TECH_SUPPORT', 'lots/1h'],
    ['RATE_LIMIT_DATA_EXPORT', '0/1h'],
    ['SUPPORT_EMAIL', 'support'],
  ])('refuses %s=%j, naming it', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}\\b`));
  });

  describe('time-outs', () => {
    it('default to 10 s for a request without photos and 10 min for an upload', () => {
      expect(loadConfig({}, '/srv').timeouts).toEqual({ bodyMs: 10_000, uploadMs: 600_000 });
    });

    it('read seconds, minutes and hours', () => {
      expect(loadConfig({ BODY_TIMEOUT: '30s', UPLOAD_TIMEOUT: '1h' }, '/srv').timeouts).toEqual({
        bodyMs: 30_000,
        uploadMs: 3_600_000,
      });
    });

    it.each([
      ['BODY_TIMEOUT', 'soon'],
      ['BODY_TIMEOUT', '0s'],
      ['UPLOAD_TIMEOUT', '10'],
      ['UPLOAD_TIMEOUT', '5s'],
    ])('refuses %s=%j', (name, value) => {
      const problems = problemsOf({ [name]: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name}\\b`));
    });
  });

  describe('COMMITMENT_SWEEP_INTERVAL', () => {
    it('defaults to a minute and reads a duration, so that a multi-process run can sweep every second', () => {
      expect(loadConfig({}, '/srv').commitmentSweepMs).toBe(60_000);
      expect(loadConfig({ COMMITMENT_SWEEP_INTERVAL: '1s' }, '/srv').commitmentSweepMs).toBe(1000);
    });

    it.each(['often', '0s', '500'])('refuses %j', (value) => {
      const problems = problemsOf({ COMMITMENT_SWEEP_INTERVAL: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^COMMITMENT_SWEEP_INTERVAL\b/);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each<[string, false | string[]]>([
      ['false', false],
      ['10.0.0.0/8', ['10.0.0.0/8']],
      [' 10.0.0.0/8 , 127.0.0.1,::1, fd00::/8 ', ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ])('reads %j', (text, expected) => {
      expect(loadConfig({ TRUST_PROXY: text }, '/srv').trustProxy).toEqual(expected);
    });

    it.each(['true', '1', '2'])('refuses %s, saying why and what to give instead', (text) => {
      const problems = problemsOf({ TRUST_PROXY: text });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY\b/);
      expect(problems[0]).toContain('X-Forwarded-For');
      expect(problems[0]).toContain('give the addresses of the proxies');
    });
  });

  it('reads the Web Push settings: keys set together, a mailto: or https: subject defaulting to MAIL_FROM', () => {
    expect(loadConfig({}, '/srv/swapsies').push).toEqual({
      keys: null,
      subject: 'mailto:no-reply@swapsies.local',
      allowHttp: false,
    });
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    const env = { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://swap.example' };
    expect(loadConfig({ ...env, PUSH_ALLOW_HTTP: 'true' }, '/srv/swapsies').push).toEqual({
      keys: { publicKey, privateKey },
      subject: 'https://swap.example',
      allowHttp: true,
    });
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to generate a pair)',
    ]);
    expect(
      problemsOf({
        VAPID_PUBLIC_KEY: 'not-a-key',
        VAPID_PRIVATE_KEY: 'short',
        VAPID_SUBJECT: 'http://swap.example',
        PUSH_ALLOW_HTTP: 'yes',
      }),
    ).toEqual([
      'VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in URL-safe base64 (npx web-push generate-vapid-keys)',
      'VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in URL-safe base64',
      'VAPID_SUBJECT must be a mailto: or https: URL (got "http://swap.example")',
      'PUSH_ALLOW_HTTP must be one of true, false (got "yes")',
    ]);
  });

  it('knows every setting it reads', () => {
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'WEB_LOGIN',
      'EVERYONE_FEED',
      'ITEM_REVIEW',
      'REPORT_HIDE_THRESHOLD',
      'APP_STORE_URL',
      'SUPPORT_EMAIL',
      'LOG_FORMAT',
      'METRICS_PORT',
    ]) {
      expect(settingNames).toContain(name);
    }
    expect(settingNames.filter((name) => name.startsWith('RATE_LIMIT_'))).toHaveLength(13);
  });
});
