import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { usualQueryOptions } from './catalog.queries';
import { UsualProducts } from './components/UsualProducts';

/** 'I miei soliti' of the logged-in shopper, read after the first paint. */
export default function UsualProductsContainer(props: {
  readonly client: ShopClient;
  readonly compact?: boolean;
}) {
  const items = useQuery(usualQueryOptions(props.client)).data;
  return items ? <UsualProducts items={items} compact={props.compact} /> : null;
}
