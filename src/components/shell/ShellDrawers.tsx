import { Drawer, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryMenu, type MenuCategoryView } from '../catalog/CategoryMenu';

export interface ShellDrawersProps {
  /** Which drawer the shell machine has open. */
  readonly categoriesOpen: boolean;
  readonly cartOpen: boolean;
  readonly onClose: () => void;
  /** The category menu; undefined while it loads. */
  readonly categories: readonly MenuCategoryView[] | undefined;
}

/** The left category-tree drawer and the right cart drawer (a placeholder until the cart issue). */
export function ShellDrawers({ categoriesOpen, cartOpen, onClose, categories }: ShellDrawersProps) {
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
        title={t`Carrello`}
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
      >
        <Text c="dimmed">
          <Trans>Il carrello è vuoto.</Trans>
        </Text>
      </Drawer>
    </>
  );
}
