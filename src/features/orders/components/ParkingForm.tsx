import { Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { OrderFormStep } from '../../../../machines/orders/orders-form.machine';
import { fieldErrorsOf } from '../../../components/form-rules';
import { RESERVATION_DISTANCE_MAX, RESERVATION_INFO_MAX } from '../../../domain/order-follow-up';
import { parkingSchema } from '../../../domain/order-parking';
import { OrderFormCard } from './OrderFormCard';

export interface ParkingFormProps {
  readonly step: OrderFormStep;
  readonly errors: readonly string[];
  readonly onSubmit: (distance: number, info: string) => void;
  readonly onEdit: () => void;
}

/**
 * 'Prenota il parcheggio': the shopper on the way to collect a store pickup order. Sent without
 * the distance, or with one out of range, it says so under the field and sends nothing.
 */
export function ParkingForm(props: ParkingFormProps) {
  const { t, i18n } = useLingui();
  // NumberInput's value is '' while the field is empty.
  const form = useForm<{ distance: number | string; info: string }>({
    initialValues: { distance: '', info: '' },
    validate: (values) => fieldErrorsOf(parkingSchema, values, i18n),
  });
  return (
    <OrderFormCard title={t`Prenota il parcheggio`} errors={props.errors}>
      {props.step === 'done' ? (
        <Stack gap={4}>
          <Text>
            <Trans>Parcheggio riservato: ti aspettiamo!</Trans>
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={props.onEdit}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Aggiorna la distanza</Trans>
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit(({ distance, info }) => {
            if (typeof distance === 'number') props.onSubmit(distance, info);
          })}
        >
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>
                Quando sei in arrivo, dicci quanto sei lontano: ti teniamo un posto vicino
                all'uscita del ritiro.
              </Trans>
            </Text>
            <NumberInput
              label={t`Distanza dal negozio (metri)`}
              {...form.getInputProps('distance')}
              min={0}
              max={RESERVATION_DISTANCE_MAX}
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <TextInput
              label={t`Auto o targa (facoltativo)`}
              maxLength={RESERVATION_INFO_MAX}
              {...form.getInputProps('info')}
            />
            <Button
              type="submit"
              loading={props.step === 'submitting'}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Prenota il parcheggio</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </OrderFormCard>
  );
}
