import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CardLink, ShopAnchor } from '../../../components/router-links';
import type { MenuCategoryView } from '../../../domain/category-tree';
import { ProductCard } from './ProductCard';
import type { ProductView } from './product-view';
import { shopFile } from '../../../api/shop-origin';

/** A block of a category page (the Home page is one) with its content resolved. */
export interface CatalogBlockView {
  readonly categoryBlockId: number;
  readonly mode: 'productSlider' | 'productGrid' | 'categoryGrid' | 'proposalBanner';
  readonly title: string;
  readonly products?: readonly ProductView[];
  readonly categories?: readonly MenuCategoryView[];
  readonly proposals?: ReadonlyArray<{
    readonly proposalId: number;
    readonly name: string;
    readonly description?: string;
    readonly imageUrl?: string;
    readonly link: string;
  }>;
}

export interface CatalogBlockProps {
  readonly block: CatalogBlockView;
}

/** One block: products, the top categories, or banners, under the block's title. */
export function CatalogBlock({ block }: CatalogBlockProps) {
  return (
    // The browser lays out and paints a block only when it nears the screen (a long Home is a
    // dozen blocks); until then it counts as 480 px high, then as high as it was last seen.
    <Stack
      gap="sm"
      component="section"
      aria-label={block.title}
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' }}
    >
      <Title order={2} size="h3">
        {block.title}
      </Title>
      {(block.mode === 'productSlider' || block.mode === 'productGrid') && (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }}>
          {block.products?.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </SimpleGrid>
      )}
      {block.mode === 'categoryGrid' && (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }}>
          {block.categories?.map((category) => {
            const info = category.metaData?.category_info;
            return (
              <CardLink
                key={category.categoryId}
                withBorder
                to="/catalog/category/$"
                params={{ _splat: category.slug }}
                style={{ borderTop: info?.MENU_COLOR ? `4px solid ${info.MENU_COLOR}` : undefined }}
              >
                <Stack align="center" gap={4}>
                  {info?.ICON && <Image src={shopFile(info.ICON)} alt="" w={48} h={48} />}
                  <Text size="sm" fw={600} ta="center">
                    {category.name}
                  </Text>
                </Stack>
              </CardLink>
            );
          })}
        </SimpleGrid>
      )}
      {block.mode === 'proposalBanner' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {block.proposals?.map((proposal) => (
            <Card key={proposal.proposalId} withBorder bg="green.0">
              <Stack gap={4}>
                {proposal.imageUrl && (
                  <Image src={shopFile(proposal.imageUrl)} alt="" h={64} w={64} />
                )}
                <ShopAnchor href={proposal.link} fw={700}>
                  {proposal.name}
                </ShopAnchor>
                {proposal.description && <Text size="sm">{proposal.description}</Text>}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
