import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { fieldErrorsOf } from '../../../components/form-rules';
import {
  addressFormSchema,
  checkAddressForm,
  type AddressDraft,
  type AddressFormValues,
} from '../../../domain/address-form';

export interface AddressFormProps {
  /** The address being edited; null adds a new one. */
  readonly draft: AddressDraft | null;
  readonly busy: boolean;
  readonly onSubmit: (draft: AddressDraft) => void;
  readonly onCancel: () => void;
}

const EMPTY: AddressFormValues = {
  addressName: '',
  address1: '',
  addressNumber: '',
  city: '',
  postalCode: '',
  province: '',
  notes: '',
};

function valuesOf(draft: AddressDraft | null): AddressFormValues {
  if (draft === null) return EMPTY;
  return { ...EMPTY, ...draft, province: draft.province ?? '', notes: draft.notes ?? '' };
}

/** A company address: the fields of the address check, validated before it is sent. */
export function AddressForm({ draft, busy, onSubmit, onCancel }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<AddressFormValues>({
    initialValues: valuesOf(draft),
    validate: (values) => fieldErrorsOf(addressFormSchema, values, i18n),
  });
  const field = (name: keyof AddressFormValues, maxLength: number) => ({
    ...form.getInputProps(name),
    maxLength,
  });
  // Called once the form's check passed: the rule's output is the address as it is sent.
  const submit = (values: AddressFormValues) => {
    const checked = checkAddressForm(values);
    if (!checked.ok) return;
    const { province, notes, ...rest } = checked.value;
    onSubmit({
      ...rest,
      ...(draft?.addressId !== undefined && { addressId: draft.addressId }),
      ...(province !== '' && { province }),
      ...(notes !== '' && { notes }),
    });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput label={t`Nome dell'indirizzo`} required {...field('addressName', 80)} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t`Via`}
            required
            style={{ gridColumn: 'span 2' }}
            {...field('address1', 120)}
          />
          <TextInput label={t`Numero civico`} required {...field('addressNumber', 10)} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t`Comune`} required {...field('city', 60)} />
          <TextInput label={t`CAP`} required inputMode="numeric" {...field('postalCode', 5)} />
          <TextInput label={t`Provincia`} {...field('province', 2)} />
        </SimpleGrid>
        <TextInput label={t`Note per la consegna`} {...field('notes', 200)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Salva indirizzo</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
