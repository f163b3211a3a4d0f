import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrorsOf } from '../../../components/form-rules';
import { companyCodeSchema } from '../../../domain/shop-at-work';
import { checkForm } from '../../../domain/validation';

export interface ShopAtWorkFormProps {
  readonly busy: boolean;
  /** The company of the code just accepted; null before one. */
  readonly subscribedTo: string | null;
  /** The server's refusal of the last code, shown under the field. */
  readonly errors: readonly string[];
  /** The code, trimmed and uppercased, once the form's rule accepts it. */
  readonly onSubmit: (code: string) => void;
  /** The shopper changed the code after a refusal. */
  readonly onChange: () => void;
}

/** 'Consegna in azienda': the 'Codice aziendale' field and 'Attiva'. */
export function ShopAtWorkForm(props: ShopAtWorkFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: (values) => fieldErrorsOf(companyCodeSchema, values, i18n),
    onValuesChange: () => props.onChange(),
  });
  const fieldError = form.errors.code ?? props.errors[0];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Trans>Consegna in azienda</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Se la tua azienda aderisce, scrivi il codice che ti ha dato: riceverai la spesa al suo
          indirizzo.
        </Trans>
      </Text>
      <form
        noValidate
        aria-label={t`Consegna in azienda`}
        onSubmit={form.onSubmit((values) => {
          const check = checkForm(companyCodeSchema, values);
          if (check.ok) props.onSubmit(check.value.code);
        })}
      >
        <Group align="flex-start" gap="xs">
          <TextInput
            label={t`Codice aziendale`}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            {...form.getInputProps('code')}
            error={fieldError}
            key={form.key('code')}
          />
          <Button type="submit" mt={25} variant="light" loading={props.busy}>
            <Trans>Attiva</Trans>
          </Button>
        </Group>
      </form>
      {props.subscribedTo !== null && (
        <Alert color="green" role="status">
          <Trans>Ora puoi ricevere la spesa presso {props.subscribedTo}</Trans>
        </Alert>
      )}
    </Stack>
  );
}
