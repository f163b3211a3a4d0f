import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectIsAuthenticated } from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import { useFlowActors } from '../../shared/flow-actors';
import { cartQueryOptions } from '../../api/cart';
import { HomeSlider } from './components/HomeSlider';
import { ContentLinksProvider } from './ContentLinksProvider';
import { contentClient } from './content-client';
import { homeSlidesQueryOptions, homeSlidesRequest } from './slides.queries';

/**
 * Home's slider: the slides of the day of the shopper's booked slot (else today) for the cart's
 * delivery service (a guest's: the slides shown to all). A signed-in shopper's slides wait for the
 * cart, so they are asked for once; a cart that fails to load counts as none.
 */
export default function HomeSliderContainer({ client }: { readonly client: ShopClient }) {
  const { session } = useFlowActors();
  const authenticated = useSelector(session, selectIsAuthenticated);
  const cartQuery = useQuery({ ...cartQueryOptions(client), enabled: authenticated });
  const cart = authenticated ? cartQuery.data?.cart : undefined;
  const cartKnown = !authenticated || cartQuery.isFetched || cartQuery.isError;
  const slides = useQuery({
    ...homeSlidesQueryOptions(contentClient, homeSlidesRequest(cart)),
    enabled: cartKnown,
  });
  return (
    <ContentLinksProvider>
      <HomeSlider slides={slides.isError ? null : slides.data} />
    </ContentLinksProvider>
  );
}
