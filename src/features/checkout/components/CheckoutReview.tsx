import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { addressLabel, timeslotLabel } from '../../../components/service-labels';
import { formatEuro, formatQuantity } from '../../../components/format';
import { PAYMENT_WINDOW_MINUTES } from '../../../domain/payment';
import { CheckoutChoices } from './CheckoutChoices';
import { CheckoutStepper } from './CheckoutStepper';
import { CheckoutTotals, type CheckoutAmounts } from './CheckoutTotals';

/** The shop's conditions of sale, a page of the content service (content/pages/). */
const SALE_CONDITIONS_PATH = '/page/condizioni-di-vendita';

type Cart = components['schemas']['Cart'];
type PackagingType = components['schemas']['PackagingType'];

export interface CheckoutReviewProps {
  readonly cart: Cart | undefined;
  /** The amounts of the prepared order; undefined while it is prepared. */
  readonly amounts: CheckoutAmounts | undefined;
  /** The cart cannot be bought as it is: the reasons, with a retry. */
  readonly unavailable: boolean;
  readonly rulesAccepted: boolean;
  /** The shopper tried to buy without accepting the rules. */
  readonly rulesMissing: boolean;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onRulesChange: (accepted: boolean) => void;
  readonly onBuy: () => void;
  readonly onRetry: () => void;
  readonly onChangeTimeslot: () => void;
  readonly packagingTypes: readonly PackagingType[];
  readonly packagingTypeId: number;
  readonly onPackagingChange: (packagingTypeId: number) => void;
  readonly onCommentChange: (comment: string) => void;
  readonly onInvoiceChange: (needInvoice: boolean) => void;
  readonly onAlternativesChange: (itemId: number, accept: boolean) => void;
  /** The gift-code form, bound by the app to its own flow. */
  readonly giftCodes?: ReactNode;
}

/** The checkout page, step 'Concludi ordine' (shopping-flow.md §2, §4). */
export function CheckoutReview(props: CheckoutReviewProps) {
  const { t } = useLingui();
  const { cart } = props;
  return (
    <Stack gap="lg" maw={760}>
      <CheckoutStepper active={0} />
      <Title order={1}>
        <Trans>Concludi ordine</Trans>
      </Title>
      {cart?.modifyingOrderId != null && (
        <Alert color="yellow" title={t`Modifica dell'ordine ${cart.modifyingOrderId}`}>
          <Trans>
            Confermando, l'ordine sarà aggiornato con questi prodotti. Se il nuovo importo supera
            quello già autorizzato, ti chiederemo di autorizzare di nuovo il pagamento: un ordine
            non pagato entro {PAYMENT_WINDOW_MINUTES} minuti viene annullato.
          </Trans>
        </Alert>
      )}
      {props.errors.length > 0 && (
        <Alert color="red" role="alert">
          {props.errors.map((error) => (
            <Text key={error} size="sm">
              {error}
            </Text>
          ))}
        </Alert>
      )}
      {cart === undefined ? (
        <Loader aria-label={t`Caricamento del carrello`} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Text fw={600}>
              {cart.shippingAddress
                ? addressLabel(cart.shippingAddress)
                : t`Nessun indirizzo scelto`}
            </Text>
            <Group justify="space-between">
              <Text size="sm">
                {cart.timeslot ? timeslotLabel(cart.timeslot) : t`Nessuna fascia oraria scelta`}
              </Text>
              <Button size="compact-sm" variant="light" onClick={props.onChangeTimeslot}>
                <Trans>Cambia orario</Trans>
              </Button>
            </Group>
            <CheckoutLines
              items={cart.cartItems}
              onAlternativesChange={props.onAlternativesChange}
            />
          </Stack>
        </Paper>
      )}
      {cart !== undefined && (
        <CheckoutChoices
          orderComment={cart.cartInfos.order_comment ?? ''}
          needInvoice={cart.cartInfos.need_invoice === 'true'}
          packagingTypes={props.packagingTypes}
          packagingTypeId={props.packagingTypeId}
          onCommentChange={props.onCommentChange}
          onInvoiceChange={props.onInvoiceChange}
          onPackagingChange={props.onPackagingChange}
        />
      )}
      {props.giftCodes}
      {props.unavailable ? (
        <Button variant="light" onClick={props.onRetry} style={{ alignSelf: 'flex-start' }}>
          <Trans>Riprova</Trans>
        </Button>
      ) : props.amounts === undefined ? (
        <Loader aria-label={t`Preparazione dell'ordine`} />
      ) : (
        <CheckoutTotals amounts={props.amounts} />
      )}
      <Checkbox
        checked={props.rulesAccepted}
        onChange={(event) => props.onRulesChange(event.currentTarget.checked)}
        label={t`Ho letto e accetto le condizioni di vendita`}
        description={
          // In a new tab, so that the checkout stays where it is.
          <Anchor href={SALE_CONDITIONS_PATH} target="_blank" rel="noopener" size="sm">
            <Trans>Leggi le condizioni di vendita (si aprono in una nuova scheda)</Trans>
          </Anchor>
        }
        error={props.rulesMissing ? t`È necessario accettare le condizioni di vendita` : undefined}
      />
      <Button
        size="md"
        onClick={props.onBuy}
        loading={props.busy}
        disabled={props.unavailable || props.amounts === undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Vai al pagamento</Trans>
      </Button>
    </Stack>
  );
}

function CheckoutLines(props: {
  readonly items: Cart['cartItems'];
  readonly onAlternativesChange: (itemId: number, accept: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Prodotti dell'ordine`}
    >
      {props.items.map((item) => (
        <Stack component="li" key={item.itemId} gap={2}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" lineClamp={1}>
              {formatQuantity(item.quantity)} × {item.product.name}
            </Text>
            <Text size="sm">{formatEuro(item.grossTotal)}</Text>
          </Group>
          <Checkbox
            size="xs"
            checked={item.cartItemInfo.accept_alternatives === 'true'}
            onChange={(event) =>
              props.onAlternativesChange(item.itemId, event.currentTarget.checked)
            }
            label={t`Accetto un prodotto alternativo se questo manca`}
            aria-label={t`Accetto un prodotto alternativo a ${item.product.name} se manca`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
