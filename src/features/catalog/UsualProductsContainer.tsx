import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { USUAL_LIST_ID, useProductsShown } from './catalog-analytics';
import { usualQueryOptions } from './catalog.queries';
import { UsualProducts } from './components/UsualProducts';

/** 'I miei soliti' of the logged-in shopper, read after the first paint. */
export default function UsualProductsContainer(props: {
  readonly client: ShopClient;
  readonly compact?: boolean;
}) {
  const items = useQuery(usualQueryOptions(props.client)).data;
  const { t } = useLingui();
  useProductsShown(
    USUAL_LIST_ID,
    t`I miei soliti`,
    items?.map((item) => item.product),
  );
  return items ? <UsualProducts items={items} compact={props.compact} /> : null;
}
