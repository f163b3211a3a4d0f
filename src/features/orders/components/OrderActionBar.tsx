import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmedOrderAction } from '../../../../machines/orders/orders.machine';

export interface OrderActionBarProps {
  readonly orderId: number;
  readonly canPay: boolean;
  readonly canModify: boolean;
  readonly canCancel: boolean;
  readonly canReorder: boolean;
  readonly canDownloadInvoice: boolean;
  /** The action whose confirmation is asked (shopping-flow.md §8 "Confirmation prompts"). */
  readonly confirming: ConfirmedOrderAction | null;
  readonly busy: boolean;
  readonly onAsk: (action: ConfirmedOrderAction) => void;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
  readonly onPay: () => void;
  readonly onInvoice: () => void;
  /** The order's read-only link, once made. */
  readonly shareLink: string | null;
  readonly onShare: () => void;
}

function ConfirmationText({ action, orderId }: { action: ConfirmedOrderAction; orderId: number }) {
  switch (action) {
    case 'cancel':
      return <Trans>Annullare l'ordine {orderId}?</Trans>;
    case 'modify':
      return (
        <Trans>
          Modificare l'ordine {orderId}? I prezzi dell'ordine sono quelli del giorno in cui l'hai
          fatto: modificandolo, i prodotti avranno i prezzi di oggi e le promozioni scadute
          potrebbero non essere più applicate.
        </Trans>
      );
    case 'reorder':
      return <Trans>Aggiungere al carrello tutti i prodotti dell'ordine {orderId}?</Trans>;
    case 'abandonModification':
      return (
        <Trans>
          Annullare le modifiche? L'ordine {orderId} resterà com'era e il carrello sarà svuotato.
        </Trans>
      );
  }
}

/** The order's actions allowed by its status, each asking first where the spec says so. */
export function OrderActionBar(props: OrderActionBarProps) {
  const { t } = useLingui();
  if (props.confirming !== null) {
    return (
      <Stack role="alertdialog" aria-label={t`Conferma`} gap="xs">
        <Text>
          <ConfirmationText action={props.confirming} orderId={props.orderId} />
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={props.onDismiss}>
            <Trans>No</Trans>
          </Button>
          <Button
            color={props.confirming === 'cancel' ? 'red' : undefined}
            onClick={props.onConfirm}
            loading={props.busy}
          >
            <Trans>Sì</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {props.canPay && (
          <Button onClick={props.onPay} loading={props.busy}>
            <Trans>Paga l'ordine</Trans>
          </Button>
        )}
        {props.canModify && (
          <Button variant="light" onClick={() => props.onAsk('modify')} disabled={props.busy}>
            <Trans>Modifica ordine</Trans>
          </Button>
        )}
        {props.canReorder && (
          <Button variant="light" onClick={() => props.onAsk('reorder')} disabled={props.busy}>
            <Trans>Riordina</Trans>
          </Button>
        )}
        {props.canDownloadInvoice && (
          <Button variant="default" onClick={props.onInvoice} loading={props.busy}>
            <Trans>Scarica la fattura</Trans>
          </Button>
        )}
        {props.shareLink === null && (
          <Button variant="default" onClick={props.onShare} disabled={props.busy}>
            <Trans>Condividi l'ordine</Trans>
          </Button>
        )}
        {props.canCancel && (
          <Button
            color="red"
            variant="light"
            onClick={() => props.onAsk('cancel')}
            loading={props.busy}
          >
            <Trans>Annulla ordine</Trans>
          </Button>
        )}
      </Group>
      {props.shareLink !== null && <ShareLink link={props.shareLink} />}
    </Stack>
  );
}

/** The read-only link, to copy: whoever has it sees the order without logging in. */
function ShareLink({ link }: { link: string }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        label={t`Link all'ordine (sola lettura)`}
        description={t`Chi ha il link vede l'ordine senza accedere: condividilo solo con chi lo ritira.`}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1 }}
      />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? t`Copiato` : t`Copia`}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
