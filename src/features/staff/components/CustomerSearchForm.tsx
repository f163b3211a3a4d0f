import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrorsOf } from '../../../components/form-rules';
import { customerSearchSchema, type CustomerSearch } from '../../../domain/staff';
import { checkForm } from '../../../domain/validation';

export interface CustomerSearchFormProps {
  readonly initial: CustomerSearch;
  readonly onSearch: (search: CustomerSearch) => void;
}

/** Customers by name, surname, e-mail or fiscal code, and by internal code. */
export function CustomerSearchForm({ initial, onSearch }: CustomerSearchFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { q: initial.q, cod_int: initial.cod_int },
    validate: (values) => fieldErrorsOf(customerSearchSchema, values, i18n),
  });
  return (
    <form
      noValidate
      role="search"
      aria-label={t`Cerca clienti`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(customerSearchSchema, values);
        if (check.ok) onSearch(check.value);
      })}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t`Nome, cognome, e-mail o codice fiscale`}
          maxLength={100}
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('q')}
          key={form.key('q')}
        />
        <TextInput
          label={t`Codice cliente`}
          inputMode="numeric"
          maxLength={9}
          style={{ flex: '0 1 10rem' }}
          {...form.getInputProps('cod_int')}
          key={form.key('cod_int')}
        />
        <Button type="submit" mt={{ base: 0, sm: 24 }}>
          <Trans>Cerca</Trans>
        </Button>
      </Group>
    </form>
  );
}
