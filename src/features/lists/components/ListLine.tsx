import { Box, Group, Image, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { formatEuro, formatLineAmount } from '../../../components/format';
import { AnchorLink } from '../../../components/router-links';
import { LineRemoval } from '../../../components/LineRemoval';
import { shopFile } from '../../../api/shop-origin';

type ListItem = components['schemas']['WishlistItem'];

export interface ListLineProps {
  readonly item: ListItem;
  /** The stepper bound to the line's quantity actor; null on a read-only list or line. */
  readonly stepper: ReactNode;
  /** Why the last quantity was changed or refused. */
  readonly problem: string | null;
  /** 'Rimuovere il prodotto dalla lista?' is asked. */
  readonly confirmingRemoval: boolean;
  readonly busy: boolean;
  readonly onRemove?: () => void;
  readonly onConfirmRemoval?: () => void;
  readonly onCancelRemoval?: () => void;
}

const FALLBACK_IMAGE = shopFile('/photo/shopping-cart.svg');

/** One line of 'Dettaglio lista': the product, its price, the stepper and the remove button. */
export function ListLine(props: ListLineProps) {
  const { t } = useLingui();
  const { item } = props;
  const { product } = item;
  const { onRemove, onConfirmRemoval, onCancelRemoval } = props;
  // A read-only line has none of the three.
  const removal =
    onRemove && onConfirmRemoval && onCancelRemoval
      ? { onRemove, onConfirm: onConfirmRemoval, onCancel: onCancelRemoval }
      : null;
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
          {product.priceDisplay !== undefined && (
            <Text size="xs" c="dimmed">
              {formatEuro(product.priceDisplay)}
            </Text>
          )}
          {props.problem && (
            <Text size="xs" c="red.8" role="status">
              {props.problem}
            </Text>
          )}
          <Group justify="space-between" mt={4} wrap="nowrap">
            {props.stepper ?? (
              <Text size="sm" aria-label={t`Quantità ${formatLineAmount(item)}`}>
                {formatLineAmount(item)}
              </Text>
            )}
          </Group>
          {removal && (
            <LineRemoval
              productName={product.name}
              question={t`Rimuovere il prodotto dalla lista?`}
              confirming={props.confirmingRemoval}
              busy={props.busy}
              {...removal}
            />
          )}
        </Stack>
      </Group>
    </Box>
  );
}
