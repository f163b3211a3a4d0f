import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { AnchorLink } from '../../../components/router-links';
import { CheckoutStepper } from './CheckoutStepper';

export type PaymentResultView = 'loading' | 'completed' | 'failed' | 'cancelled' | 'unreadable';

export interface PaymentResultProps {
  readonly view: PaymentResultView;
  readonly orderId: number;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onRetry: () => void;
  readonly onReload: () => void;
}

/** The one screen of payment completed and payment error (shopping-flow.md §2). */
export function PaymentResult(props: PaymentResultProps) {
  const { t } = useLingui();
  const { orderId } = props;
  return (
    <Stack gap="lg" maw={640}>
      <CheckoutStepper active={props.view === 'completed' ? 2 : 1} />
      {props.view === 'loading' && <Loader aria-label={t`Verifica del pagamento`} />}
      {props.view === 'completed' && (
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Ordine confermato</Trans>
          </Title>
          <Text>
            <Trans>Grazie! Il tuo ordine {orderId} è confermato.</Trans>
          </Text>
          <AnchorLink to="/profile/orders/$orderId" params={{ orderId }}>
            <Trans>Vedi l'ordine</Trans>
          </AnchorLink>
        </Stack>
      )}
      {props.view === 'failed' && (
        <Stack gap="sm">
          <Alert color="red" title={t`Pagamento non andato a buon fine`} role="alert">
            <Trans>
              Puoi riprovare il pagamento dell'ordine {orderId}; se non viene pagato, l'ordine sarà
              annullato automaticamente.
            </Trans>
            {props.errors.map((error) => (
              <Text key={error} size="sm">
                {error}
              </Text>
            ))}
          </Alert>
          <Button onClick={props.onRetry} loading={props.busy} style={{ alignSelf: 'flex-start' }}>
            <Trans>Riprova il pagamento</Trans>
          </Button>
        </Stack>
      )}
      {props.view === 'cancelled' && (
        <Alert color="gray" title={t`Ordine annullato`}>
          <Trans>L'ordine {orderId} non è stato pagato in tempo ed è stato annullato.</Trans>
        </Alert>
      )}
      {props.view === 'unreadable' && (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {props.errors[0] ??
              t`Errore nel caricamento della pagina, si prega di riprovare a breve.`}
          </Alert>
          <Button variant="light" onClick={props.onReload} style={{ alignSelf: 'flex-start' }}>
            <Trans>Riprova</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
