import { ActionIcon, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { formatQuantity } from '../../../components/format';

export interface QuantityStepperProps {
  /** The quantity shown: pieces, or kilograms of a Sfuso product. */
  readonly quantity: number;
  /** 'pz', or the weight unit of a Sfuso product. */
  readonly unit: string;
  /** A Confezione line that reached QTY_MULT shows whole packages: '2 conf. (12 pz)'. */
  readonly packages: number | null;
  /** The manual input is open, with this text. */
  readonly editing: boolean;
  readonly typed: string;
  /** A change is being saved: the buttons wait. */
  readonly busy: boolean;
  readonly onPlus: () => void;
  readonly onMinus: () => void;
  readonly onOpenInput: () => void;
  readonly onType: (text: string) => void;
  readonly onCloseInput: () => void;
}

/** The line's stepper (shopping-flow.md §4 "Quantity stepping"): minus, quantity, plus. */
export function QuantityStepper(props: QuantityStepperProps) {
  const { t } = useLingui();
  const shown = `${formatQuantity(props.quantity)} ${props.unit}`;
  const label = props.packages === null ? shown : t`${props.packages} conf. (${shown})`;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="light"
        aria-label={t`Diminuisci quantità`}
        onClick={props.onMinus}
        disabled={props.busy || props.editing}
      >
        −
      </ActionIcon>
      {props.editing ? (
        <TextInput
          size="xs"
          w={80}
          autoFocus
          inputMode="decimal"
          aria-label={t`Quantità`}
          value={props.typed}
          onChange={(event) => props.onType(event.currentTarget.value)}
          onBlur={props.onCloseInput}
          onKeyDown={(event) => {
            if (event.key === 'Enter') props.onCloseInput();
          }}
        />
      ) : (
        <UnstyledButton
          onClick={props.onOpenInput}
          disabled={props.busy}
          // The name holds the visible text, packages included (WCAG 2.5.3).
          aria-label={t`Quantità ${label}, modifica`}
          miw={64}
          ta="center"
        >
          <Text size="sm" fw={600}>
            {label}
          </Text>
        </UnstyledButton>
      )}
      <ActionIcon
        variant="light"
        aria-label={t`Aumenta quantità`}
        onClick={props.onPlus}
        disabled={props.busy || props.editing}
      >
        +
      </ActionIcon>
    </Group>
  );
}
