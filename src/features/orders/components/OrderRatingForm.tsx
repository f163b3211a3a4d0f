import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { OrderFormStep } from '../../../../machines/orders/orders-form.machine';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NOTE_COMMENT_MAX } from '../../../domain/order-follow-up';
import { orderRatingSchema, type OrderRatingValues } from '../../../domain/order-rating';
import { OrderFormCard } from './OrderFormCard';

export interface OrderRatingFormProps {
  /** The rating given before, if any. */
  readonly saved: { readonly rating: number; readonly comment: string } | null;
  readonly step: OrderFormStep;
  readonly errors: readonly string[];
  readonly onSubmit: (rating: number, comment: string) => void;
  readonly onEdit: () => void;
}

/**
 * 'Valuta l'ordine': 1 to 5 stars and a comment, for a delivered order; sent without stars, it
 * says so and sends nothing.
 */
export function OrderRatingForm(props: OrderRatingFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<OrderRatingValues>({
    initialValues: { rating: props.saved?.rating ?? 0, comment: props.saved?.comment ?? '' },
    validate: (values) => fieldErrorsOf(orderRatingSchema, values, i18n),
  });
  const { rating, comment } = form.getValues();
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
        <form onSubmit={form.onSubmit((values) => props.onSubmit(values.rating, values.comment))}>
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm">
                <Trans>Il tuo voto</Trans>
              </Text>
              <Rating
                value={rating}
                onChange={(stars) => form.setFieldValue('rating', stars)}
                aria-label={t`Il tuo voto`}
              />
            </Group>
            {form.errors.rating !== undefined && (
              <Text size="sm" c="red" role="alert">
                {form.errors.rating}
              </Text>
            )}
            <Textarea
              label={t`Commento (facoltativo)`}
              maxLength={NOTE_COMMENT_MAX}
              rows={2}
              {...form.getInputProps('comment')}
            />
            <Button
              type="submit"
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
