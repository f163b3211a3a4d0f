import { Drawer, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ShellDrawersProps {
  /** Which drawer the shell machine has open. */
  readonly categoriesOpen: boolean;
  readonly cartOpen: boolean;
  readonly onClose: () => void;
}

/** The left category-tree drawer and the right cart drawer (placeholders until their issues). */
export function ShellDrawers({ categoriesOpen, cartOpen, onClose }: ShellDrawersProps) {
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
        <Text c="dimmed">
          <Trans>Il catalogo sarà presto disponibile.</Trans>
        </Text>
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
