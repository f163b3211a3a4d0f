/** Home's slides from the content service (account-and-platform.md §7 "Content service"). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../api/cart';
import type { ContentClient } from '../../api/client';
import { CLIENT_VERSION } from '../../domain/constants';
import { shopNoon, slidesCacheBurst, slidesDay } from '../../domain/home-slides';
import type { HomeSlide } from './components/HomeSlider';

/** The slider Home shows (its slug in the content service). */
export const HOME_SLIDER = 'home';

export interface HomeSlidesRequest {
  /** The chosen day, 'YYYY-MM-DD' (`slidesDay`). */
  readonly day: string;
  /** The cart's delivery service; null for a guest or a cart without one (slides for all). */
  readonly deliveryServiceId: number | null;
}

/**
 * What Home's slider asks for: the day of the cart's booked slot (else today) for the cart's
 * delivery service; without a cart (a guest, or the server's page for everyone) today's for all.
 */
export const homeSlidesRequest = (cart?: Cart): HomeSlidesRequest => ({
  day: slidesDay(new Date(), cart?.timeslot?.date),
  deliveryServiceId: cart?.shippingAddress?.deliveryServiceId ?? null,
});

/** The slides of Home's slider shown on `day` to `deliveryServiceId`, in the slider's order. */
export const homeSlidesQueryOptions = (client: ContentClient, request: HomeSlidesRequest) =>
  queryOptions({
    queryKey: ['content', 'slides', HOME_SLIDER, request.day, request.deliveryServiceId],
    queryFn: async (): Promise<readonly HomeSlide[]> => {
      const { data, error } = await client.GET(
        '/p/wp-json/wp/v2/new_slides/{timestamp}/{noon}/{id}',
        {
          params: {
            path: {
              timestamp: slidesCacheBurst(new Date(), CLIENT_VERSION),
              noon: shopNoon(request.day),
              id: HOME_SLIDER,
            },
            query:
              request.deliveryServiceId === null
                ? {}
                : { deliveryServiceId: request.deliveryServiceId },
          },
        },
      );
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      return data.map((slide) => ({
        id: slide.id,
        title: slide.title.rendered,
        image: slide.image,
        alt: slide.alt,
        link: slide.link,
      }));
    },
    staleTime: 15 * 60_000,
    // Decoration: a failing service leaves Home without slides rather than trying on.
    retry: 1,
  });

/**
 * The slides a guest sees today, which a server-rendered Home shows (the page is the same for
 * everyone; a signed-in shopper's own come once the app has read the cart). A failing service
 * leaves them out: the browser asks again.
 */
export const prefetchGuestSlides = (queryClient: QueryClient, client: ContentClient) =>
  queryClient.prefetchQuery(homeSlidesQueryOptions(client, homeSlidesRequest()));
