import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { slotProblem } from '../../../domain/service-choice';
import { addressLabel, timeslotLabel } from '../../../components/service-labels';

type Cart = components['schemas']['Cart'];

export interface CartInfoBarProps {
  readonly cart: Cart;
  /** The name of the cart's delivery service, e.g. 'Ritiro in negozio'. */
  readonly serviceName: string | null;
  readonly addressEditable: boolean;
  readonly timeslotEditable: boolean;
  readonly onChooseAddress: () => void;
  readonly onChooseTimeslot: () => void;
}

/** Where and when the shopping arrives; the buttons open the selectors when editable. */
export function CartInfoBar(props: CartInfoBarProps) {
  const { t } = useLingui();
  const { shippingAddress, timeslot } = props.cart;
  const problem = slotProblem(props.cart);
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <Stack gap={6}>
        {props.serviceName && (
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {props.serviceName}
          </Text>
        )}
        {/* The button moves under its line when both do not fit, instead of being clipped. */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" lineClamp={2} style={{ flex: '1 1 10rem' }}>
            {shippingAddress ? addressLabel(shippingAddress) : t`Nessun indirizzo scelto`}
          </Text>
          {props.addressEditable && (
            <Button size="compact-sm" variant="light" onClick={props.onChooseAddress}>
              <Trans>Cambia indirizzo</Trans>
            </Button>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" style={{ flex: '1 1 10rem' }}>
            {timeslot ? timeslotLabel(timeslot) : t`Nessuna fascia oraria scelta`}
          </Text>
          {props.timeslotEditable && (
            <Button size="compact-sm" variant="light" onClick={props.onChooseTimeslot}>
              <Trans>Cambia orario</Trans>
            </Button>
          )}
        </Group>
        {problem && (
          <Text size="sm" c="red.8" role="status">
            {problem === 'begun'
              ? t`La fascia oraria scelta è scaduta: scegline un'altra.`
              : t`La fascia oraria scelta non è più disponibile per alcuni prodotti nel carrello: scegline un'altra.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
