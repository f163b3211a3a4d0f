import { Group, Text, ThemeIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export interface CheckoutStepperProps {
  /** 0 'Concludi ordine', 1 'Pagamento', 2 'Ordine confermato'. */
  readonly active: 0 | 1 | 2;
}

/** The payment stepper of shopping-flow.md §2: three steps. */
export function CheckoutStepper({ active }: CheckoutStepperProps) {
  const { t } = useLingui();
  const steps = [t`Concludi ordine`, t`Pagamento`, t`Ordine confermato`];
  return (
    <Group
      component="ol"
      gap="lg"
      p={0}
      m={0}
      aria-label={t`Passaggi dell'ordine`}
      style={{ listStyle: 'none' }}
    >
      {steps.map((label, index) => (
        <Group
          component="li"
          key={label}
          gap={6}
          aria-current={index === active ? 'step' : undefined}
        >
          <ThemeIcon
            radius="xl"
            size="sm"
            variant={index <= active ? 'filled' : 'light'}
            color={index <= active ? 'green' : 'gray'}
          >
            <Text size="xs" fw={700}>
              {index + 1}
            </Text>
          </ThemeIcon>
          <Text size="sm" fw={index === active ? 700 : 400}>
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
