import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { formatEuro } from '../../../components/format';
import { CartInfoBar, type CartInfoBarProps } from './CartInfoBar';

type Cart = components['schemas']['Cart'];
type CartItem = components['schemas']['CartItem'];

export interface CartDrawerContentProps extends Omit<CartInfoBarProps, 'cart'> {
  /** The cart; undefined while it loads. */
  readonly cart: Cart | undefined;
  readonly loggedIn: boolean;
  /** Renders one line with its quantity actor (the app binds it). */
  readonly renderLine: (item: CartItem) => ReactNode;
  /** What an empty cart offers (the shopper's usual products); default nothing. */
  readonly whenEmpty?: ReactNode;
  /** 'Sei sicuro di voler svuotare il carrello?' is asked. */
  readonly confirmingEmpty: boolean;
  readonly emptying: boolean;
  readonly onEmptyRequest: () => void;
  readonly onEmptyConfirm: () => void;
  readonly onEmptyCancel: () => void;
  readonly onBack: () => void;
  /** Goes to the checkout; the button shows only when given and the cart has items. */
  readonly onCheckout?: () => void;
  readonly onLogin: () => void;
  /** Opens the order whose modification the cart holds (cart status 7). */
  readonly onOpenModifiedOrder: (orderId: number) => void;
}

/** The cart drawer's content (shopping-flow.md §2 "Cart drawer"). */
export function CartDrawerContent(props: CartDrawerContentProps) {
  const { t } = useLingui();
  const { cart } = props;
  if (!props.loggedIn) {
    return (
      <Stack>
        <Text c="dimmed">
          <Trans>
            Accedi per riempire il carrello e scegliere dove e quando ricevere la spesa.
          </Trans>
        </Text>
        <Button onClick={props.onLogin}>
          <Trans>Accedi</Trans>
        </Button>
      </Stack>
    );
  }
  if (cart === undefined) return <Loader aria-label={t`Caricamento del carrello`} />;
  const items = cart.cartItems;
  const withCheckout = items.length > 0 && props.onCheckout !== undefined;
  return (
    <Stack gap="md">
      {cart.modifyingOrderId != null && (
        <ModificationNotice
          orderId={cart.modifyingOrderId}
          onOpen={() =>
            cart.modifyingOrderId != null && props.onOpenModifiedOrder(cart.modifyingOrderId)
          }
        />
      )}
      <CartInfoBar {...props} cart={cart} />
      <Group justify="space-between">
        <Text fw={600}>{items.length === 1 ? t`1 prodotto` : t`${items.length} prodotti`}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={items.length === 0 || props.emptying}
          onClick={props.onEmptyRequest}
        >
          <Trans>Svuota carrello</Trans>
        </Button>
      </Group>
      {props.confirmingEmpty && (
        <Group gap="xs" role="alertdialog" aria-label={t`Svuota carrello`}>
          <Text size="sm">
            <Trans>Sei sicuro di voler svuotare il carrello?</Trans>
          </Text>
          <Button size="compact-sm" variant="default" onClick={props.onEmptyCancel}>
            <Trans>No</Trans>
          </Button>
          <Button size="compact-sm" color="red" onClick={props.onEmptyConfirm}>
            <Trans>Sì</Trans>
          </Button>
        </Group>
      )}
      {items.length === 0 ? (
        <Stack gap="lg">
          <Text c="dimmed">
            <Trans>Il carrello è vuoto.</Trans>
          </Text>
          {props.whenEmpty}
        </Stack>
      ) : (
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Prodotti nel carrello`}
        >
          {items.map((item) => (
            <Fragment key={item.itemId}>{props.renderLine(item)}</Fragment>
          ))}
        </Stack>
      )}
      <Stack gap={4}>
        {cart.totalPriceVariable > 0 && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              <Trans>di cui prodotti a peso variabile</Trans>
            </Text>
            <Text size="sm">{formatEuro(cart.totalPriceVariable)}</Text>
          </Group>
        )}
        {cart.giftcodes
          ?.filter((code) => code.applies)
          .map((code) => (
            <Group justify="space-between" key={code.code}>
              <Text size="sm" c="green.8">
                {code.name}
              </Text>
              <Text size="sm" c="green.8">
                − {formatEuro(code.discount)}
              </Text>
            </Group>
          ))}
        <Group justify="space-between">
          <Text fw={700}>
            <Trans>Totale</Trans>
          </Text>
          <Text fw={700} size="lg" aria-label={t`Totale carrello ${formatEuro(cart.totalPrice)}`}>
            {formatEuro(cart.totalPrice)}
          </Text>
        </Group>
      </Stack>
      {/* Side by side where both labels fit whole, one above the other on a phone. */}
      <SimpleGrid cols={{ base: 1, xs: withCheckout ? 2 : 1 }} spacing="sm">
        <Button variant="default" onClick={props.onBack}>
          <Trans>Continua la spesa</Trans>
        </Button>
        {withCheckout && (
          <Button onClick={props.onCheckout}>
            <Trans>Vai alla cassa</Trans>
          </Button>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The cart holds an order being modified: its changes are confirmed at the checkout. */
function ModificationNotice({ orderId, onOpen }: { orderId: number; onOpen: () => void }) {
  return (
    <Alert color="yellow" p="xs">
      <Text size="sm">
        <Trans>
          Stai modificando l'ordine {orderId}: conferma le modifiche alla cassa.{' '}
          <Anchor component="button" size="sm" onClick={onOpen}>
            Vedi l'ordine
          </Anchor>
        </Trans>
      </Text>
    </Alert>
  );
}
