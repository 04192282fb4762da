import { type PushMessage, reportOutcomeSubjects } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { parsePushMessage, pushNotification, tapUrl } from './push-notification.ts';

const message: PushMessage = {
  ID: 42,
  Kind: 'MatchCreated',
  Subject: 'You have a new match!',
  Text: 'Jane wants your bike and has a lamp you want.',
  Tag: 'match-7',
  CreatedAt: '2026-11-24T07:00:00.000Z',
};

describe('a Web Push in the service worker', () => {
  it('shows the words of the open app (a title by kind over the subject and text), tagged so that a match replaces its last push', () => {
    const { title, options } = pushNotification(message);
    expect(title).toBe('New match');
    expect(options).toMatchObject({
      body: 'You have a new match!\nJane wants your bike and has a lamp you want.',
      tag: 'match-7',
      renotify: true,
      icon: '/icon-192.png',
      timestamp: Date.parse('2026-11-24T07:00:00.000Z'),
      data: { url: '/swaps' },
    });
  });

  it('takes the generic title for a kind without one', () => {
    expect(pushNotification({ ...message, Kind: 'SomethingNew', Subject: 'New message from Jane' }).title).toBe(
      'Swapsies',
    );
  });

  it('routes the tap by subject, as the bell does', () => {
    const url = (Subject: string) => pushNotification({ ...message, Subject }).options.data.url;
    expect(url('New friend request')).toBe('/friends');
    expect(url('Commitment accepted')).toBe('/swaps');
    expect(url('New message from Jane')).toBe('/profile');
    expect(url(reportOutcomeSubjects.message.removed)).toBe('/');
  });

  it('reads the JSON the server sends, and nothing else', () => {
    expect(parsePushMessage(JSON.stringify(message))).toEqual(message);
    expect(parsePushMessage(JSON.stringify({ ...message, Tag: '' }))?.Tag).toBe('notification-42');
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage('"a string"')).toBeNull();
    expect(parsePushMessage(JSON.stringify({ Subject: 'No text' }))).toBeNull();
    expect(parsePushMessage(undefined)).toBeNull();
  });

  it('opens only a path of this origin when tapped', () => {
    const origin = 'https://swapsies.example';
    expect(tapUrl({ url: '/swaps' }, origin)).toBe('https://swapsies.example/swaps');
    expect(tapUrl({ url: 'https://evil.example/' }, origin)).toBe('https://swapsies.example/');
    expect(tapUrl({ url: '//evil.example/' }, origin)).toBe('https://swapsies.example/');
    expect(tapUrl(null, origin)).toBe('https://swapsies.example/');
  });
});
