import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { formatEuro } from '../../../components/format';

type CartGiftCode = components['schemas']['CartGiftCode'];

export interface GiftCodeFormProps {
  readonly codes: readonly CartGiftCode[];
  readonly typed: string;
  readonly busy: boolean;
  /** Whether 'Applica' does anything now (a code is typed); default true. */
  readonly canApply?: boolean;
  /** The refusal of the last code (spec section 5), shown under the field. */
  readonly errors: readonly string[];
  readonly onType: (text: string) => void;
  readonly onApply: () => void;
  readonly onRemove: (code: string) => void;
}

/** The gift codes of the checkout: the field, and the applied codes with their discount. */
export function GiftCodeForm(props: GiftCodeFormProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onApply();
        }}
      >
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t`Codice sconto`}
            value={props.typed}
            onChange={(event) => props.onType(event.currentTarget.value)}
            error={props.errors[0]}
            maxLength={40}
            autoCapitalize="characters"
          />
          <Button
            type="submit"
            mt={25}
            variant="light"
            loading={props.busy}
            disabled={props.canApply === false}
          >
            <Trans>Applica</Trans>
          </Button>
        </Group>
      </form>
      {props.codes.map((code) => (
        <Group key={code.code} justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="light" color={code.applies ? 'green' : 'gray'}>
              {code.code}
            </Badge>
            <Text size="sm">{code.name}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {code.applies
                ? `− ${formatEuro(code.discount)}`
                : t`Spesa minima ${formatEuro(code.minimumSpend)}`}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={props.busy}
              onClick={() => props.onRemove(code.code)}
              aria-label={t`Rimuovi il codice ${code.code}`}
            >
              <Trans>Rimuovi</Trans>
            </Button>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
