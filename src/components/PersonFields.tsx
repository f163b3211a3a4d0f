/**
 * The person's fields that registration and 'Il mio profilo' both ask, with the same labels: the
 * name and surname, and the fiscal code with the birth date, each pair side by side from xs up.
 */
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';

interface PersonValues {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  birthDate: string;
}

export interface PersonFieldsProps<T extends PersonValues> {
  /** The form that holds the fields (its rules give their messages). */
  readonly form: UseFormReturnType<T>;
}

/** 'Nome' and 'Cognome'. */
export function NameFields<T extends PersonValues>({ form }: PersonFieldsProps<T>) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label={t`Nome`}
        autoComplete="given-name"
        required
        {...form.getInputProps('firstName')}
        key={form.key('firstName')}
      />
      <TextInput
        label={t`Cognome`}
        autoComplete="family-name"
        required
        {...form.getInputProps('lastName')}
        key={form.key('lastName')}
      />
    </SimpleGrid>
  );
}

/** 'Codice fiscale' and 'Data di nascita'. */
export function IdentityFields<T extends PersonValues>({ form }: PersonFieldsProps<T>) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label={t`Codice fiscale`}
        autoComplete="off"
        maxLength={16}
        required
        {...form.getInputProps('fiscalCode')}
        key={form.key('fiscalCode')}
      />
      <TextInput
        label={t`Data di nascita`}
        type="date"
        autoComplete="bday"
        required
        {...form.getInputProps('birthDate')}
        key={form.key('birthDate')}
      />
    </SimpleGrid>
  );
}
