/** GET /file: photos behind a media token, re-encoded without metadata. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type RouteInput, routes } from '@swapsies/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, callRoute } from '../../test/call-route.ts';
import { GPS_TAG, jpegWithExif } from '../../test/images.ts';
import { charityRegistration, login, register, signUp } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let charityPhoto: string;
let charityAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const logo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const body = charityRegistration(logo.toString('base64'));
  expect((await register(t.app, body)).statusCode).toBe(200);
  charityAuth = { authorization: `Bearer ${await login(t.app, body.Username)}` };
  charityPhoto = (await callRoute(t.app, routes.getUser, undefined, charityAuth)).answer.User.ProfilePhoto;
});

/** A media token as the dashboard hands it out now (the clock moves in some tests). */
async function mediaTokenOf(auth: Auth): Promise<string> {
  const response = await callRoute(t.app, routes.getDashboard, undefined, auth);
  expect(response.statusCode).toBe(200);
  return response.answer.MediaToken;
}
afterAll(() => t.close());

function getFile(query: RouteInput<typeof routes.getFile>['query']) {
  return callRoute(t.app, routes.getFile, { query });
}

function expectPlaceholder(response: Awaited<ReturnType<typeof getFile>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('<svg');
}

describe('GET /file', () => {
  it('serves a stored PNG to a holder of a media token, cacheable for a year', async () => {
    const mediaToken = await mediaTokenOf(charityAuth);
    expect(charityPhoto).toMatch(/^profiles\/[0-9a-f]{32}\.png$/);
    const response = await getFile({ path: charityPhoto, token: mediaToken });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 96, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    const stored = await fs.readFile(path.join(t.dataDir, 'files', charityPhoto));
    expect(response.rawPayload.equals(stored)).toBe(true);
  });

  it('stores a thumbnail next to the photo', async () => {
    const thumbnail = charityPhoto.replace('.png', '-thumb.png');
    const response = await getFile({ path: thumbnail, token: await mediaTokenOf(charityAuth) });
    expect(response.headers['content-type']).toBe('image/png');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('png');
  });

  it('stores a WebP copy of the photo and of its thumbnail, served as WebP at the same size', async () => {
    const token = await mediaTokenOf(charityAuth);
    for (const [name, width] of [
      [charityPhoto.replace('.png', '.webp'), 96],
      [charityPhoto.replace('.png', '-thumb.webp'), 96],
    ] as const) {
      const response = await getFile({ path: name, token });
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
  });

  it('answers the stored JPEG or PNG for the WebP copy of a photo stored before the copies', async () => {
    const token = await mediaTokenOf(charityAuth);
    const copy = path.join(t.dataDir, 'files', charityPhoto.replace('.png', '.webp'));
    const kept = await fs.readFile(copy);
    await fs.rm(copy);
    try {
      const response = await getFile({ path: charityPhoto.replace('.png', '.webp'), token });
      expect(response.headers['content-type']).toBe('image/png');
      const stored = await fs.readFile(path.join(t.dataDir, 'files', charityPhoto));
      expect(response.rawPayload.equals(stored)).toBe(true);
    } finally {
      await fs.writeFile(copy, kept);
    }
  });

  it('answers the stored thumbnail for the small WebP copy of a photo stored before the copies', async () => {
    const token = await mediaTokenOf(charityAuth);
    // A profile photo has no small copy: as for an item photo stored before them.
    const response = await getFile({ path: charityPhoto.replace('.png', '-small.webp'), token });
    expect(response.headers['content-type']).toBe('image/png');
    const thumbnail = await fs.readFile(path.join(t.dataDir, 'files', charityPhoto.replace('.png', '-thumb.png')));
    expect(response.rawPayload.equals(thumbnail)).toBe(true);
  });

  it('answers the placeholder for the WebP copy of a photo that was never stored', async () => {
    expectPlaceholder(await getFile({ path: `items/${'0'.repeat(32)}.webp`, token: await mediaTokenOf(charityAuth) }));
  });

  it('strips EXIF, GPS included, from an uploaded JPEG profile photo', async () => {
    const original = await jpegWithExif();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.toString('latin1')).toContain('Acme');
    expect(originalMeta.exif?.includes(GPS_TAG)).toBe(true);

    const member = await signUp(t.app, { EncodedProfilePhoto: original.toString('base64') });
    const dashboard = (await callRoute(t.app, routes.getDashboard, undefined, member.auth)).answer;
    const photo = dashboard.User.ProfilePhoto;
    expect(photo).toMatch(/^profiles\/[0-9a-f]{32}\.jpg$/);

    for (const name of [photo, photo.replace('.jpg', '-thumb.jpg')]) {
      const stored = await fs.readFile(path.join(t.dataDir, 'files', name));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('Acme');
      expect(stored.toString('latin1')).not.toContain('Alice Example');
    }

    const served = await getFile({ path: photo, token: dashboard.MediaToken });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const sideways = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#39c' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 120, height: 80, orientation: 6 });
    const member = await signUp(t.app, { EncodedProfilePhoto: sideways.toString('base64') });
    const photo = (await callRoute(t.app, routes.getUser, undefined, member.auth)).answer.User.ProfilePhoto;
    const meta = await sharp(await fs.readFile(path.join(t.dataDir, 'files', photo))).metadata();
    expect(meta).toMatchObject({ width: 80, height: 120 });
    expect(meta.orientation).toBeUndefined();
  });

  it('serves the file to any member’s media token (photos of other members are shown too)', async () => {
    const viewer = await signUp(t.app);
    const token = await mediaTokenOf(viewer.auth);
    const response = await getFile({ path: charityPhoto, token });
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers the placeholder without a token', async () => {
    expectPlaceholder(await getFile({ path: charityPhoto }));
  });

  it('answers the placeholder without a path', async () => {
    expectPlaceholder(await getFile({ token: await mediaTokenOf(charityAuth) }));
  });

  it.each([
    ['a made-up token', '1.99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a session token', 'A'.repeat(43)],
  ])('answers the placeholder to %s', async (_label, token) => {
    expectPlaceholder(await getFile({ path: charityPhoto, token }));
  });

  it('answers the placeholder to a token whose expiry was changed', async () => {
    const [user, expiry, signature] = (await mediaTokenOf(charityAuth)).split('.');
    const extended = `${user}.${Number(expiry) + 365 * 24 * HOUR_MS}.${signature}`;
    expectPlaceholder(await getFile({ path: charityPhoto, token: extended }));
  });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    'profiles/../../../etc/passwd',
    `profiles/${'0'.repeat(32)}.png/../../x`,
    'profiles\\..\\..\\etc\\passwd',
    `profiles/${'0'.repeat(32)}.png`,
    `profiles/${'0'.repeat(32)}.gif`,
    'pglite/PG_VERSION',
  ])('answers the placeholder for the path %j', async (name) => {
    expectPlaceholder(await getFile({ path: name, token: await mediaTokenOf(charityAuth) }));
  });

  it('answers the placeholder once the session that got the token has signed out', async () => {
    const member = await signUp(t.app);
    const token = await mediaTokenOf(member.auth);
    expect((await getFile({ path: charityPhoto, token })).headers['content-type']).toBe('image/png');
    const logout = await callRoute(t.app, routes.logOut, undefined, member.auth);
    expect(logout.statusCode).toBe(200);
    expectPlaceholder(await getFile({ path: charityPhoto, token }));
  });

  it("keeps the token of the member's other sessions working after one signs out", async () => {
    const member = await signUp(t.app);
    const other = { authorization: `Bearer ${await login(t.app, member.Username)}` };
    const token = await mediaTokenOf(other);
    await callRoute(t.app, routes.logOut, undefined, member.auth);
    expect((await getFile({ path: charityPhoto, token })).headers['content-type']).toBe('image/png');
  });

  it('answers the placeholder once the media token is older than 24 hours', async () => {
    const member = await signUp(t.app);
    const token = await mediaTokenOf(member.auth);
    t.clock.advance(23 * HOUR_MS);
    expect((await getFile({ path: charityPhoto, token })).headers['content-type']).toBe('image/png');
    t.clock.advance(2 * HOUR_MS);
    expectPlaceholder(await getFile({ path: charityPhoto, token }));
    const fresh = await mediaTokenOf(member.auth);
    expect((await getFile({ path: charityPhoto, token: fresh })).headers['content-type']).toBe('image/png');
  });
});
