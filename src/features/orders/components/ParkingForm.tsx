import { Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderFormStep } from '../../../../machines/orders-form.machine';
import { RESERVATION_DISTANCE_MAX, RESERVATION_INFO_MAX } from '../../../domain/order-follow-up';
import { OrderFormCard } from './OrderFormCard';

export interface ParkingFormProps {
  readonly step: OrderFormStep;
  readonly errors: readonly string[];
  readonly onSubmit: (distance: number, info: string) => void;
  readonly onEdit: () => void;
}

/** 'Prenota il parcheggio': the shopper on the way to collect a store pickup order. */
export function ParkingForm(props: ParkingFormProps) {
  const { t } = useLingui();
  const [distance, setDistance] = useState<number | string>('');
  const [info, setInfo] = useState('');
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
          onSubmit={(event) => {
            event.preventDefault();
            if (typeof distance === 'number') props.onSubmit(distance, info);
          }}
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
              value={distance}
              onChange={setDistance}
              min={0}
              max={RESERVATION_DISTANCE_MAX}
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <TextInput
              label={t`Auto o targa (facoltativo)`}
              value={info}
              maxLength={RESERVATION_INFO_MAX}
              onChange={(event) => setInfo(event.currentTarget.value)}
            />
            <Button
              type="submit"
              disabled={typeof distance !== 'number'}
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
