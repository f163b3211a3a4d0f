import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { formatEuro } from '../../../components/format';
import { isUserDisabled } from '../../catalog';
import { PromoBox } from '../../../components/PromoBox';
import { HeartIcon } from '../../../components/HeartIcon';
import { LineRemoval } from '../../../components/LineRemoval';
import { shopFile } from '../../../api/shop-origin';

type CartItem = components['schemas']['CartItem'];

export interface CartLineProps {
  readonly item: CartItem;
  /** The stepper, bound to the line's quantity actor by the app. */
  readonly stepper: ReactNode;
  /** Why the last quantity was changed or refused (maxAcq, minAcq...). */
  readonly problem: string | null;
  /** 'Rimuovere il prodotto dal carrello?' is asked. */
  readonly confirmingRemoval: boolean;
  readonly busy: boolean;
  readonly onRemove: () => void;
  readonly onConfirmRemoval: () => void;
  readonly onCancelRemoval: () => void;
  /** Opens the list selector for the line's product (its heart). */
  readonly onAddToList?: () => void;
  /** The product is a favourite: its heart is filled. @default false */
  readonly favorite?: boolean;
}

const FALLBACK_IMAGE = shopFile('/photo/shopping-cart.svg');

/** One line of the cart drawer (shopping-flow.md §2 "Cart drawer", "Item list"). */
export function CartLine(props: CartLineProps) {
  const { t } = useLingui();
  const { item } = props;
  const { product } = item;
  const disabled = isUserDisabled(product);
  const customWeight = item.cartItemInfo.customWeight;
  return (
    <Box component="li" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Image
          src={product.mediaURL ? shopFile(product.mediaURL) : FALLBACK_IMAGE}
          fallbackSrc={FALLBACK_IMAGE}
          alt=""
          w={56}
          h={56}
          fit="contain"
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {product.name}
          </Text>
          {product.shortDescr && (
            <Text size="xs" c="dimmed">
              {product.shortDescr}
            </Text>
          )}
          {customWeight && (
            <Text size="xs">
              <Trans>Grammatura: {customWeight}gr</Trans>
            </Text>
          )}
          {item.product.selectOptions
            ?.filter((option) => option.selected)
            .map((option) => (
              <Text size="xs" key={option.parameterName}>
                {option.name}:{' '}
                {option.options.find((choice) => choice.key === option.selected?.key)?.value}
              </Text>
            ))}
          <Text size="xs" c="dimmed">
            {formatEuro(product.priceDisplay)}
            {product.weightUnitDisplay === 'kg' && product.productInfos.TIPOLOGIA === 'Sfuso'
              ? '/kg'
              : ''}
          </Text>
          {item.promoApplied && <PromoBox promo={product.warehousePromo} />}
          {props.problem && (
            <Text size="xs" c="red.8" role="status">
              {props.problem}
            </Text>
          )}
          <Group justify="space-between" mt={4} wrap="nowrap">
            {disabled ? <span /> : props.stepper}
            <Text fw={700} aria-label={t`Totale riga ${formatEuro(item.grossTotal)}`}>
              {formatEuro(item.grossTotal)}
            </Text>
          </Group>
          {!disabled && (
            <LineRemoval
              productName={product.name}
              question={t`Rimuovere il prodotto dal carrello?`}
              confirming={props.confirmingRemoval}
              busy={props.busy}
              onRemove={props.onRemove}
              onConfirm={props.onConfirmRemoval}
              onCancel={props.onCancelRemoval}
              beside={
                props.onAddToList && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<HeartIcon size={14} filled={props.favorite} />}
                    onClick={props.onAddToList}
                    aria-label={t`Aggiungi a una lista: ${product.name}`}
                  >
                    <Trans>Lista</Trans>
                  </Button>
                )
              }
            />
          )}
        </Stack>
      </Group>
    </Box>
  );
}
