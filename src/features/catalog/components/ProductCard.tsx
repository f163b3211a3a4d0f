import { Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AnchorLink } from '../../../components/router-links';
import { AddToCartButton } from './AddToCartButton';
import { AddToListButton } from './AddToListButton';
import { formatEuro } from '../../../components/format';
import { crossedOutPrice, isUserDisabled, type ProductView } from './product-view';
import { PromoBox } from '../../../components/PromoBox';
import { shopFile } from '../../../api/shop-origin';

export interface ProductCardProps {
  readonly product: ProductView;
  /** How much its add button adds ('I miei soliti'); the first quantity by default. */
  readonly addQuantity?: number;
}

/** A product in a grid: picture, brand, name, price, unit price, promotion and "new" badge. */
export function ProductCard({ product, addQuantity }: ProductCardProps) {
  const standardPrice = crossedOutPrice(product);
  return (
    // Laid out and painted only near the screen (a category page is dozens of cards); until
    // then a card counts as 360 px high, then as high as it was last seen.
    <Card
      withBorder
      padding="sm"
      radius="md"
      h="100%"
      component="article"
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' }}
    >
      <Card.Section p="sm" bg="gray.0" pos="relative">
        <Image src={shopFile(product.mediaURL)} alt="" h={140} fit="contain" loading="lazy" />
        {/* On the picture's corner: the add button keeps the card's whole width. */}
        <Box pos="absolute" top={8} right={8}>
          <AddToListButton product={product} />
        </Box>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group gap={4} mih={22}>
          {product.isNew && (
            <Badge color="green" variant="light" size="sm">
              <Trans>Novità</Trans>
            </Badge>
          )}
          {isUserDisabled(product) && (
            <Badge color="gray" variant="light" size="sm">
              <Trans>Solo in negozio</Trans>
            </Badge>
          )}
        </Group>
        {product.vendor?.name && (
          <Text size="xs" c="dimmed" tt="uppercase">
            {product.vendor.name}
          </Text>
        )}
        <AnchorLink
          to="/catalog/product/$slug"
          params={{ slug: product.slug }}
          fw={600}
          size="sm"
          c="inherit"
          lineClamp={2}
        >
          {product.name}
        </AnchorLink>
        {product.shortDescr && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {product.shortDescr}
          </Text>
        )}
        <PromoBox promo={product.warehousePromo} />
        <Group gap="xs" align="baseline" mt="auto">
          {product.priceDisplay !== undefined && (
            <Text fw={700} size="lg" c={standardPrice !== undefined ? 'red.8' : undefined}>
              {formatEuro(product.priceDisplay)}
            </Text>
          )}
          {standardPrice !== undefined && (
            <Text size="sm" c="dimmed" td="line-through">
              {formatEuro(standardPrice)}
            </Text>
          )}
        </Group>
        {product.priceUmDisplay !== undefined && product.weightUnitDisplay && (
          <Text size="xs" c="dimmed">
            {formatEuro(product.priceUmDisplay)}/{product.weightUnitDisplay}
          </Text>
        )}
        <AddToCartButton product={product} fullWidth quantity={addQuantity} />
      </Stack>
    </Card>
  );
}
