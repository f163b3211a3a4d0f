import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { components } from '../../api/ebsn';
import type { ShopClient } from '../../api/client';
import { menuTree } from '../../domain/category-tree';
import { shopDate, type HappyHourContext } from '../../domain/happy-hour';
import { categoryTreeQueryOptions } from '../catalog';
import { ShellDrawers } from './components/ShellDrawers';

export interface ShellDrawersContainerProps {
  readonly client: ShopClient;
  readonly categoriesOpen: boolean;
  readonly cartOpen: boolean;
  readonly onClose: () => void;
  readonly authenticated: boolean;
  /** The user's beta-tester flag ('1' or '0'), as the session has it. */
  readonly betaTester: HappyHourContext['betaTester'];
  readonly cart: components['schemas']['Cart'] | undefined;
  /** The cart drawer's content. */
  readonly cartDrawer: ReactNode;
}

/**
 * The drawers with the category menu built for this shopper (account-and-platform.md §2): loaded
 * with the drawers on first use, as are the tree and the rules of the menu.
 */
export function ShellDrawersContainer(props: ShellDrawersContainerProps) {
  const { client, categoriesOpen, authenticated, betaTester, cart } = props;
  const tree = useQuery({ ...categoryTreeQueryOptions(client), enabled: categoriesOpen });
  const menu = useMemo(
    () =>
      tree.data &&
      menuTree(tree.data, {
        authenticated,
        betaTester,
        warehouseHappyHour:
          cart?.warehouse?.metaData.warehouse_info.ENABLE_PROMO_HAPPY_HOUR === 'true',
        timeslotDate: cart?.timeslot?.date ?? null,
        today: shopDate(new Date()),
      }),
    [tree.data, authenticated, betaTester, cart?.warehouse, cart?.timeslot?.date],
  );
  return (
    <ShellDrawers
      categoriesOpen={categoriesOpen}
      cartOpen={props.cartOpen}
      onClose={props.onClose}
      categories={menu}
      cart={props.cartDrawer}
    />
  );
}
