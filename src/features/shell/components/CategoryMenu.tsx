import { Box, NavLink, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { NavLinkLink } from '../../../components/router-links';
import type { MenuCategoryView } from '../../../domain/category-tree';
import { shopFile } from '../../../api/shop-origin';

export type { MenuCategoryView };

export interface CategoryMenuProps {
  /** The menu as `menuTree` prepared it; undefined while it loads. */
  readonly categories: readonly MenuCategoryView[] | undefined;
  /** Called when the shopper picks a category (the drawer closes). */
  readonly onNavigate: () => void;
}

function CategoryIcon({ icon }: { icon: string | undefined }) {
  if (!icon) return null;
  if (icon.startsWith('/')) return <img src={shopFile(icon)} alt="" width={24} height={24} />;
  return (
    <Text span size="lg" aria-hidden="true">
      {icon}
    </Text>
  );
}

function CategoryLink({
  category,
  level,
  onNavigate,
}: {
  category: MenuCategoryView;
  level: number;
  onNavigate: () => void;
}) {
  const info = category.metaData?.category_info;
  const children = category.categories ?? [];
  // Which branches are unfolded is the menu's own view state, not a flow's.
  const [opened, setOpened] = useState(false);
  const link = (
    <NavLinkLink
      to="/catalog/category/$"
      params={{ _splat: category.slug }}
      label={category.name}
      onClick={onNavigate}
      leftSection={level === 1 ? <CategoryIcon icon={info?.ICON} /> : undefined}
    />
  );
  if (children.length === 0) return link;
  // A category with subcategories unfolds them: a real button, so the keyboard reaches it.
  return (
    <NavLink
      component="button"
      type="button"
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      label={category.name}
      leftSection={level === 1 ? <CategoryIcon icon={info?.ICON} /> : undefined}
      style={
        level === 1 && info?.MENU_COLOR ? { borderLeft: `4px solid ${info.MENU_COLOR}` } : undefined
      }
      childrenOffset="md"
    >
      <NavLinkLink
        to="/catalog/category/$"
        params={{ _splat: category.slug }}
        label={<Trans>Tutto in {category.name}</Trans>}
        onClick={onNavigate}
      />
      {children.map((child) => (
        <CategoryLink
          key={child.categoryId}
          category={child}
          level={level + 1}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}

/** The three-level category tree of the left drawer, with each top category's icon and colour. */
export function CategoryMenu({ categories, onNavigate }: CategoryMenuProps) {
  if (categories === undefined) {
    return (
      <Text c="dimmed">
        <Trans>Caricamento delle categorie…</Trans>
      </Text>
    );
  }
  return (
    <Box component="nav">
      {categories.map((category) => (
        <CategoryLink
          key={category.categoryId}
          category={category}
          level={1}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );
}
