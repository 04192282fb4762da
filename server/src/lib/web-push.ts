/**
 * Web Push's transport: the request web-push builds (VAPID token, aes128gcm payload), posted by
 * Node's own client so that no member can make the server post to a private or loopback address
 * (SSRF): such endpoints are refused when stored and again at connect time, after DNS.
 * PUSH_ALLOW_HTTP (tests, local push services) lifts both, and allows http://.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A stored subscription, as web-push takes it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  vapid: VapidKeys;
  allowPrivate: boolean;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  timeoutMs: number;
}

/** Addresses no push service lives at: loopback, private, link-local, shared, reserved, multicast. */
const privateRanges = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is one no push service lives at. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why an endpoint cannot be pushed to, or null when it can. */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Endpoint must be an https address';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    return 'Endpoint must be an https address';
  if (url.username || url.password) return 'Endpoint must not carry a user name or password';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host))
    return 'Endpoint must be a public address';
  return null;
}

/** dns.lookup that refuses names that lead to private addresses, so a public name cannot point inward. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    const [first] = addresses;
    if (refused || !first) return callback(new Error(`push endpoint ${hostname} leads to a private address`), '', 0);
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** Posts one push; answers the push service's HTTP status. Rejects when it cannot be delivered at all. */
export function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<number> {
  const problem = endpointProblem(target.endpoint, options.allowPrivate);
  if (problem) return Promise.reject(new Error(problem));
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: target }, payload, {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    return Promise.reject(error);
  }
  const url = new URL(details.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: options.timeoutMs,
        lookup: options.allowPrivate ? undefined : publicLookup,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body);
  });
}

/** A new VAPID key pair, base64url. */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
