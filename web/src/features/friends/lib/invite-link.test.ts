import { friendMessages } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { inviteLink, inviteLinkOrNull } from './invite-link.ts';

describe('inviteLink', () => {
  it('points at the landing page with the base64 of the username in ref', () => {
    expect(inviteLink('sam_smith_01', 'https://swapsies.example')).toBe(
      `https://swapsies.example/welcome?ref=${encodeURIComponent(btoa('sam_smith_01'))}`,
    );
  });

  it('carries a code that decodes back to the username', () => {
    // Lengths that need base64 padding ("=") show that the code survives URL encoding.
    for (const username of ['sam_smith_01', 'alex_jones', 'pat_lee_1234']) {
      const ref = new URL(inviteLink(username, 'https://swapsies.example')).searchParams.get('ref');
      expect(ref).not.toBeNull();
      expect(atob(ref ?? '')).toBe(username);
    }
  });

  it('percent-encodes the padding of the code', () => {
    expect(inviteLink('alex_jones', 'https://swapsies.example')).toBe(
      'https://swapsies.example/welcome?ref=YWxleF9qb25lcw%3D%3D',
    );
  });

  it('uses the current site origin by default', () => {
    expect(inviteLink('sam_smith_01')).toBe(`${window.location.origin}/welcome?ref=c2FtX3NtaXRoXzAx`);
  });

  it('refuses a missing username with the invite message', () => {
    expect(() => inviteLink('', 'https://swapsies.example')).toThrow(friendMessages.inviteNoUsername);
    expect(() => inviteLink('   ', 'https://swapsies.example')).toThrow(friendMessages.inviteNoUsername);
  });
});

describe('inviteLinkOrNull', () => {
  it('answers null without a username and the link with one', () => {
    expect(inviteLinkOrNull('', 'https://swapsies.example')).toBeNull();
    expect(inviteLinkOrNull('sam_smith_01', 'https://swapsies.example')).toBe(
      inviteLink('sam_smith_01', 'https://swapsies.example'),
    );
  });
});
