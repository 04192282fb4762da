import type { FeedItem } from '@swapsies/contract';
import type { CarouselPhoto } from '@/components/ui/carousel.tsx';
import { mediaUrl, photosWithPath } from '@/lib/media.ts';

/**
 * A feed card's photos as the card's carousel shows them ("Red kettle, photo 1"). The next card's
 * photo is preloaded from the first one's address (use-feed.ts): both come from here, so that the
 * preload fetches exactly what the card will show.
 */
export function cardPhotos(item: FeedItem, mediaToken: string | undefined): CarouselPhoto[] {
  return photosWithPath(item.Photos).map((photo, index) => ({
    src: mediaUrl(photo.Path, mediaToken),
    alt: `${item.Name}, photo ${index + 1}`,
  }));
}
