import { Badge, Grid, Group, Image, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatEuro } from '../../../components/format';
import { crossedOutPrice, isUserDisabled, type ProductView } from './product-view';
import { AddToCartButton } from './AddToCartButton';
import { AddToListButton } from './AddToListButton';
import { PromoBox } from '../../../components/PromoBox';
import { shopFile } from '../../../api/shop-origin';

export interface ProductDetailProps {
  readonly product: ProductView & {
    readonly ean?: string;
    /** A class with a purchase limit shows its group maximum. */
    readonly productClasses?: ReadonlyArray<{
      readonly productClassId: number;
      readonly name: string;
      readonly purchaseLimit?: { readonly maxQuantity: number; readonly unit: string };
    }>;
  };
}

/** The product page: picture, descriptions, price and unit price, promotion, limits, options. */
export function ProductDetail({ product }: ProductDetailProps) {
  const { t } = useLingui();
  const infos = product.productInfos ?? {};
  const maxAcq = infos.MAXACQ;
  const standardPrice = crossedOutPrice(product);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Image
          src={shopFile(product.mediaURL)}
          alt={product.name}
          fit="contain"
          h={320}
          bg="gray.0"
          radius="md"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="sm">
          {product.vendor?.name && (
            <Text c="dimmed" tt="uppercase" size="sm">
              {product.vendor.name}
            </Text>
          )}
          <Title order={1} size="h2">
            {product.name}
          </Title>
          {product.shortDescr && <Text>{product.shortDescr}</Text>}
          <Group gap="xs">
            {product.isNew && (
              <Badge color="green" variant="light">
                <Trans>Novità</Trans>
              </Badge>
            )}
            {infos.TIPOLOGIA && <Badge variant="outline">{infos.TIPOLOGIA}</Badge>}
          </Group>
          <PromoBox promo={product.warehousePromo} />
          <Group gap="sm" align="baseline">
            {product.priceDisplay !== undefined && (
              <Text fw={700} size="xl">
                {formatEuro(product.priceDisplay)}
              </Text>
            )}
            {standardPrice !== undefined && (
              <Text c="dimmed" td="line-through">
                {formatEuro(standardPrice)}
              </Text>
            )}
            {product.priceUmDisplay !== undefined && product.weightUnitDisplay && (
              <Text c="dimmed" size="sm">
                {formatEuro(product.priceUmDisplay)}/{product.weightUnitDisplay}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            {maxAcq && (
              <Tooltip label={t`Massimo ${maxAcq} pezzi per prodotto`}>
                <Badge variant="light" color="orange" tabIndex={0}>
                  <Trans>Max {maxAcq}</Trans>
                </Badge>
              </Tooltip>
            )}
            {product.minAcq !== undefined && product.minAcq > 1 && (
              <Badge variant="light" color="gray">
                <Trans>Minimo {product.minAcq}</Trans>
              </Badge>
            )}
            {product.productClasses?.map(
              (productClass) =>
                productClass.purchaseLimit && (
                  <Tooltip
                    key={productClass.productClassId}
                    label={t`Massimo ${productClass.purchaseLimit.maxQuantity} ${productClass.purchaseLimit.unit} per ${productClass.name}`}
                  >
                    <Badge variant="light" color="orange" tabIndex={0}>
                      {productClass.name}
                    </Badge>
                  </Tooltip>
                ),
            )}
            {isUserDisabled(product) && (
              <Badge variant="light" color="gray">
                <Trans>Acquistabile solo in negozio</Trans>
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <AddToCartButton product={product} />
            <AddToListButton product={product} />
          </Group>
          {product.selectOptions?.map((option) => (
            <Stack key={option.name} gap={4}>
              <Text fw={600} size="sm">
                {option.name}
              </Text>
              <Group gap="xs">
                {option.options?.map((choice) => (
                  <Badge key={choice.key} variant="default">
                    {choice.value}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ))}
          {product.descr && (
            <Stack gap={4}>
              <Title order={2} size="h4">
                <Trans>Descrizione</Trans>
              </Title>
              <Text size="sm">{product.descr}</Text>
            </Stack>
          )}
          {product.ean && (
            <List size="xs" c="dimmed">
              <List.Item>
                <Trans>Codice EAN: {product.ean}</Trans>
              </List.Item>
            </List>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
