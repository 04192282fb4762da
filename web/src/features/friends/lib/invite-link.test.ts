import { friendMessages } from '@swapsies/contract';
import { describe, expect, it } from 'vitest';
import { inviteLink, inviteLinkOrNull } from './invite-link.ts';

const SIGNATURE = 'Q2xhc3NpZmllZF9zaWduYQ';

describe('inviteLink', () => {
  it('points at the landing page with the base64 of the username in ref and the signature in sig', () => {
    expect(inviteLink('sam_smith_01', SIGNATURE, 'https://swapsies.example')).toBe(
      `https://swapsies.example/welcome?ref=${encodeURIComponent(btoa('sam_smith_01'))}&sig=${SIGNATURE}`,
    );
  });

  it('carries a code that decodes back to the username, and the signature unchanged', () => {
    // Lengths that need base64 padding ("=") show that the code survives URL encoding.
    for (const username of ['sam_smith_01', 'alex_jones', 'pat_lee_1234']) {
      const url = new URL(inviteLink(username, SIGNATURE, 'https://swapsies.example'));
      expect(atob(url.searchParams.get('ref') ?? '')).toBe(username);
      expect(url.searchParams.get('sig')).toBe(SIGNATURE);
    }
  });

  it('percent-encodes the padding of the code', () => {
    expect(inviteLink('alex_jones', SIGNATURE, 'https://swapsies.example')).toBe(
      `https://swapsies.example/welcome?ref=YWxleF9qb25lcw%3D%3D&sig=${SIGNATURE}`,
    );
  });

  it('uses the current site origin by default', () => {
    expect(inviteLink('sam_smith_01', SIGNATURE)).toBe(
      `${window.location.origin}/welcome?ref=c2FtX3NtaXRoXzAx&sig=${SIGNATURE}`,
    );
  });

  it('leaves sig out when there is no signature (the link then only asks for friendship)', () => {
    expect(inviteLink('sam_smith_01', '', 'https://swapsies.example')).toBe(
      'https://swapsies.example/welcome?ref=c2FtX3NtaXRoXzAx',
    );
  });

  it('refuses a missing username with the invite message', () => {
    expect(() => inviteLink('', SIGNATURE, 'https://swapsies.example')).toThrow(friendMessages.inviteNoUsername);
    expect(() => inviteLink('   ', SIGNATURE, 'https://swapsies.example')).toThrow(friendMessages.inviteNoUsername);
  });
});

describe('inviteLinkOrNull', () => {
  it('answers null without a username and the link with one', () => {
    expect(inviteLinkOrNull('', SIGNATURE, 'https://swapsies.example')).toBeNull();
    expect(inviteLinkOrNull('sam_smith_01', SIGNATURE, 'https://swapsies.example')).toBe(
      inviteLink('sam_smith_01', SIGNATURE, 'https://swapsies.example'),
    );
  });
});
