import { Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { formatEuro } from '../../../components/format';

type PackagingType = components['schemas']['PackagingType'];

/** The order comment's limit, as cart/update-cart-info takes it. */
export const ORDER_COMMENT_MAX_LENGTH = 500;

export interface CheckoutChoicesProps {
  readonly orderComment: string;
  readonly needInvoice: boolean;
  readonly packagingTypes: readonly PackagingType[];
  readonly packagingTypeId: number;
  /** Sent when the comment field is left with a changed text. */
  readonly onCommentChange: (comment: string) => void;
  readonly onInvoiceChange: (needInvoice: boolean) => void;
  readonly onPackagingChange: (packagingTypeId: number) => void;
}

/** The order's own choices at the checkout: the bags, a comment for the shop, the invoice. */
export function CheckoutChoices(props: CheckoutChoicesProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      {props.packagingTypes.length > 0 && (
        <Radio.Group
          label={t`Confezionamento`}
          value={String(props.packagingTypeId)}
          onChange={(value) => props.onPackagingChange(Number(value))}
        >
          <Stack gap="xs" mt="xs">
            {props.packagingTypes.map((type) => (
              <Radio
                key={type.packagingTypeId}
                value={String(type.packagingTypeId)}
                label={
                  type.unitPrice > 0
                    ? t`${type.name} (${formatEuro(type.unitPrice)} l'uno)`
                    : type.name
                }
                description={type.description}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Textarea
        label={t`Note per il negozio`}
        description={t`Ad esempio: citofono, piano, preferenze sulla maturazione della frutta.`}
        defaultValue={props.orderComment}
        maxLength={ORDER_COMMENT_MAX_LENGTH}
        rows={3}
        onBlur={(event) => {
          const comment = event.currentTarget.value.trim();
          if (comment !== props.orderComment) props.onCommentChange(comment);
        }}
      />
      <Checkbox
        checked={props.needInvoice}
        onChange={(event) => props.onInvoiceChange(event.currentTarget.checked)}
        label={t`Richiedo la fattura`}
      />
      <Text size="xs" c="dimmed" hidden={!props.needInvoice}>
        {t`Dopo la consegna potrai scaricare la fattura dalla pagina dell'ordine.`}
      </Text>
    </Stack>
  );
}
