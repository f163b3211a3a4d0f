import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrorsOf } from '../../../components/form-rules';
import { ADDRESS_QUERY_MAX_LENGTH, addressQuerySchema } from '../../../domain/address-discovery';
import { checkForm } from '../../../domain/validation';

export interface AddressSearchFormProps {
  /** A search is under way: 'Cerca' shows its loader. */
  readonly busy: boolean;
  /** The position is being read: 'Usa la mia posizione' shows its loader. */
  readonly locating: boolean;
  /** The address, trimmed, once the form's rule accepts it. */
  readonly onSubmit: (query: string) => void;
  readonly onUsePosition: () => void;
}

/** 'Indirizzo, comune o CAP' with 'Cerca', and 'Usa la mia posizione'. */
export function AddressSearchForm(props: AddressSearchFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { q: '' },
    validate: (values) => fieldErrorsOf(addressQuerySchema, values, i18n),
  });
  return (
    <Stack gap="sm">
      <form
        noValidate
        role="search"
        aria-label={t`Cerca i servizi per indirizzo`}
        onSubmit={form.onSubmit((values) => {
          const check = checkForm(addressQuerySchema, values);
          if (check.ok) props.onSubmit(check.value.q);
        })}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t`Indirizzo, comune o CAP`}
            placeholder={t`Es. Via Roma 3, Cantù`}
            autoComplete="street-address"
            maxLength={ADDRESS_QUERY_MAX_LENGTH}
            {...form.getInputProps('q')}
            key={form.key('q')}
          />
          <Button type="submit" mt={25} loading={props.busy && !props.locating}>
            <Trans>Cerca</Trans>
          </Button>
        </Group>
      </form>
      <Group>
        <Button variant="light" onClick={props.onUsePosition} loading={props.locating}>
          <Trans>Usa la mia posizione</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
