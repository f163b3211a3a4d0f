import { Drawer } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CategoryMenu, type MenuCategoryView } from './CategoryMenu';

export interface ShellDrawersProps {
  /** Which drawer the shell machine has open. */
  readonly categoriesOpen: boolean;
  readonly cartOpen: boolean;
  readonly onClose: () => void;
  /** The category menu; undefined while it loads. */
  readonly categories: readonly MenuCategoryView[] | undefined;
  /** The cart drawer's content (the app binds it to the cart). */
  readonly cart: ReactNode;
}

/** The cart drawer's width (shopping-flow.md §9). */
const CART_DRAWER_WIDTH_PX = 600;

/** The left category-tree drawer and the right cart drawer. */
export function ShellDrawers({
  categoriesOpen,
  cartOpen,
  onClose,
  categories,
  cart,
}: ShellDrawersProps) {
  const { t } = useLingui();
  return (
    <>
      <Drawer
        opened={categoriesOpen}
        onClose={onClose}
        position="left"
        title={t`Categorie`}
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <CategoryMenu categories={categories} onNavigate={onClose} />
      </Drawer>
      <Drawer
        opened={cartOpen}
        onClose={onClose}
        position="right"
        size={CART_DRAWER_WIDTH_PX}
        title={t`Carrello`}
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        {cart}
      </Drawer>
    </>
  );
}
