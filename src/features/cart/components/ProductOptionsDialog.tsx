import { Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { components } from '../../../api/ebsn';
import { DIALOG_MAX_WIDTH_PX } from '../../../shared/theme';
import { cartMessages } from '../../../domain/cart-messages';

type SelectOption = components['schemas']['SelectOption'];

/** What the dialog reads of a product: the API's Product fits, and so does the gate's product. */
export interface OptionsDialogProduct {
  readonly productId: number;
  readonly name: string;
  readonly selectOptions?: readonly SelectOption[];
}

export interface ProductOptionsDialogProps {
  /** The product whose options are asked; the dialog is open while it is not `null`. */
  readonly product: OptionsDialogProduct | null;
  /** The choices to start from, parameterName → option key (e.g. `{ taglio: 'fette' }`). */
  readonly initial: Readonly<Record<string, string>>;
  /** Every option chosen: parameterName → option key, one entry per option of the product. */
  readonly onSubmit: (params: Record<string, string>) => void;
  /** 'Annulla' or the dialog closed: the add is abandoned. */
  readonly onCancel: () => void;
}

/**
 * The product option selector (shopping-flow.md section 2 and section 5 "Product option
 * selector"): a radio group or a select per option; submit only when every option is chosen.
 */
export function ProductOptionsDialog({
  product,
  initial,
  onSubmit,
  onCancel,
}: ProductOptionsDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={product !== null}
      onClose={onCancel}
      title={product?.name}
      size={DIALOG_MAX_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
      centered
    >
      {product && (
        // Keyed by product: a new product starts again from `initial`.
        <OptionsForm
          key={product.productId}
          options={product.selectOptions ?? []}
          initial={initial}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

function OptionsForm({
  options,
  initial,
  onSubmit,
  onCancel,
}: Omit<ProductOptionsDialogProps, 'product'> & { options: readonly SelectOption[] }) {
  const { t, i18n } = useLingui();
  const [choices, setChoices] = useState<Readonly<Record<string, string>>>(initial);
  const choose = (parameterName: string, key: string | null) => {
    if (key !== null) setChoices((current) => ({ ...current, [parameterName]: key }));
  };
  // Only keys the option offers count as chosen.
  const chosen = (option: SelectOption) => {
    const key = choices[option.parameterName];
    return option.options.some((candidate) => candidate.key === key) ? key : undefined;
  };
  const complete = options.every((option) => chosen(option) !== undefined);
  const submit = () => {
    const params: Record<string, string> = {};
    for (const option of options) {
      const key = chosen(option);
      if (key !== undefined) params[option.parameterName] = key;
    }
    onSubmit(params);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) submit();
      }}
    >
      <Stack gap="md">
        {options.map((option) =>
          option.mode === 'radio' ? (
            <Radio.Group
              key={option.parameterName}
              label={option.name}
              value={chosen(option) ?? null}
              onChange={(key) => choose(option.parameterName, key)}
            >
              <Stack gap="xs" mt="xs">
                {option.options.map(({ key, value }) => (
                  <Radio key={key} value={key} label={value} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Select
              key={option.parameterName}
              label={option.name}
              placeholder={t`Scegli un'opzione`}
              data={option.options.map(({ key, value }) => ({ value: key, label: value }))}
              value={chosen(option) ?? null}
              onChange={(key) => choose(option.parameterName, key)}
              allowDeselect={false}
            />
          ),
        )}
        {!complete && (
          <Text size="sm" c="red.8">
            {i18n._(cartMessages.optionsRequired)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" disabled={!complete}>
            <Trans>Aggiungi al carrello</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
