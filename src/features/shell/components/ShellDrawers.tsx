import { Drawer } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, ReactNode } from 'react';
import { useReturnFocus } from '../../../components/use-return-focus';
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
  // The drawers mount open: closing one gives the focus back to the button that opened it.
  useReturnFocus(categoriesOpen);
  useReturnFocus(cartOpen);
  // Escape closes a drawer only from inside it: a dialog opened over the cart drawer ('Cambia
  // orario') closes alone and gives the focus back to its button in the drawer. (Mantine's own
  // Escape listens on the window, so it would close the drawer under the dialog too.)
  const closeOnOwnEscape = (event: KeyboardEvent<HTMLElement>) => {
    const { target } = event;
    if (event.key === 'Escape' && target instanceof Node && event.currentTarget.contains(target))
      onClose();
  };
  return (
    <>
      <Drawer
        opened={categoriesOpen}
        onClose={onClose}
        closeOnEscape={false}
        onKeyDown={closeOnOwnEscape}
        position="left"
        title={t`Categorie`}
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <CategoryMenu categories={categories} onNavigate={onClose} />
      </Drawer>
      <Drawer
        opened={cartOpen}
        onClose={onClose}
        closeOnEscape={false}
        onKeyDown={closeOnOwnEscape}
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
