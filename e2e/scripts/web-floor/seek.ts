/**
 * The floor of bench:web's signed-in card: the least a client-rendered /seek can do. It reads the
 * session token where the app keeps it, sends the two calls the app's first screen sends (the
 * dashboard, whose media token the photo's address needs, and the Friends feed), side by side as the
 * app's first calls' script does, and renders with Preact the first card's title and its photo, as a
 * <picture> with the app's own WebP and JPEG sources and sizes (itemPhotos). No router, no query
 * cache, no app screen: whatever the app takes beyond this page is the app's own cost.
 */
import type { DashboardAnswer, ExploreAnswer } from '@swapsies/contract';
import { h, render } from 'preact';
import { callHeaders } from '../../../web/src/lib/api-url.ts';
import { itemPhotos } from '../../../web/src/lib/media.ts';
import { getAuthToken } from '../../../web/src/lib/storage-keys.ts';
import { FLOOR_FAILED } from './failed.ts';

async function answer<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: callHeaders('application/json', token) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function card(): Promise<ReturnType<typeof h>> {
  const token = getAuthToken();
  if (!token) throw new Error('No session token in this browser');
  const [dashboard, feed] = await Promise.all([
    answer<DashboardAnswer>(__FLOOR_CALLS__.dashboard, token),
    answer<ExploreAnswer>(__FLOOR_CALLS__.feed, token),
  ]);
  const item = feed.Item;
  if (!item) throw new Error('The Friends feed is empty');
  const photo = itemPhotos(item, dashboard.MediaToken)[0];
  return h(
    'article',
    null,
    h('h1', null, item.Name),
    photo
      ? h(
          'picture',
          null,
          h('source', { type: 'image/webp', srcset: photo.webpSrcSet, sizes: photo.sizes }),
          h('img', { src: photo.src, srcset: photo.srcSet, sizes: photo.sizes, alt: photo.alt, decoding: 'async' }),
        )
      : null,
  );
}

const root = document.getElementById('root') as HTMLElement;
// A failure shows in the page, and so in the bench's LCP element, rather than as a blank card.
card().then(
  (page) => render(page, root),
  (error: unknown) => render(h('p', { [FLOOR_FAILED]: '', role: 'alert' }, `Floor failed: ${String(error)}`), root),
);
