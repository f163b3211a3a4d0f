import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderFormStep } from '../../../../machines/orders-form.machine';
import { NOTE_COMMENT_MAX } from '../../../domain/order-follow-up';
import { OrderFormCard } from './OrderFormCard';

export interface OrderRatingFormProps {
  /** The rating given before, if any. */
  readonly saved: { readonly rating: number; readonly comment: string } | null;
  readonly step: OrderFormStep;
  readonly errors: readonly string[];
  readonly onSubmit: (rating: number, comment: string) => void;
  readonly onEdit: () => void;
}

/** 'Valuta l'ordine': 1 to 5 stars and a comment, for a delivered order. */
export function OrderRatingForm(props: OrderRatingFormProps) {
  const { t } = useLingui();
  const [rating, setRating] = useState(props.saved?.rating ?? 0);
  const [comment, setComment] = useState(props.saved?.comment ?? '');
  return (
    <OrderFormCard title={t`Valuta l'ordine`} errors={props.errors}>
      {props.step === 'done' ? (
        <Group justify="space-between">
          <Group gap="xs">
            <Rating value={rating} readOnly aria-label={t`${rating} stelle su 5`} />
            {comment !== '' && <Text size="sm">{comment}</Text>}
          </Group>
          <Button variant="subtle" size="compact-sm" onClick={props.onEdit}>
            <Trans>Modifica la valutazione</Trans>
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit(rating, comment);
          }}
        >
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm">
                <Trans>Il tuo voto</Trans>
              </Text>
              <Rating value={rating} onChange={setRating} aria-label={t`Il tuo voto`} />
            </Group>
            <Textarea
              label={t`Commento (facoltativo)`}
              value={comment}
              maxLength={NOTE_COMMENT_MAX}
              rows={2}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <Button
              type="submit"
              disabled={rating === 0}
              loading={props.step === 'submitting'}
              style={{ alignSelf: 'flex-start' }}
            >
              <Trans>Invia la valutazione</Trans>
            </Button>
          </Stack>
        </form>
      )}
    </OrderFormCard>
  );
}
