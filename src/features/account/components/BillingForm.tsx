import { Button, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { billingSchema, PERSON_TYPE, type Billing } from '../../../domain/billing';
import { NO_MESSAGES } from '../../../domain/envelope';
import { checkForm } from '../../../domain/validation';

/** The form's fields: both kinds' fields, the other kind's left out when sent. */
export interface BillingFormValues {
  personTypeId: 1 | 2;
  firstName: string;
  lastName: string;
  fiscalCode: string;
  companyName: string;
  vatNumber: string;
  sdiCode: string;
  pec: string;
  address1: string;
  addressNumber: string;
  postalCode: string;
  city: string;
  province: string;
}

export const EMPTY_BILLING: BillingFormValues = {
  personTypeId: PERSON_TYPE.person,
  firstName: '',
  lastName: '',
  fiscalCode: '',
  companyName: '',
  vatNumber: '',
  sdiCode: '',
  pec: '',
  address1: '',
  addressNumber: '',
  postalCode: '',
  city: '',
  province: '',
};

/** What is sent for the chosen kind: a person's or a company's fields, and the address. */
function toInput(values: BillingFormValues) {
  const { firstName, lastName, fiscalCode, companyName, vatNumber, sdiCode, pec, ...common } =
    values;
  return values.personTypeId === PERSON_TYPE.person
    ? { ...common, firstName, lastName, fiscalCode }
    : { ...common, companyName, vatNumber, sdiCode, pec };
}

export interface BillingFormProps {
  /** The billing data being edited, or EMPTY_BILLING for new ones. */
  readonly initial: BillingFormValues;
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onSubmit: (billing: Billing) => void;
  readonly onCancel: () => void;
}

/**
 * Billing data of a person (name, fiscal code) or of an Italian company (name, VAT number, and
 * the SDI code or PEC its electronic invoice goes to), with the billing address.
 */
export function BillingForm(props: BillingFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<BillingFormValues>({
    mode: 'controlled',
    initialValues: props.initial,
    validate: (values) => fieldErrorsOf(billingSchema, toInput(values), i18n),
  });
  const company = form.values.personTypeId === PERSON_TYPE.company;
  const text = (name: keyof BillingFormValues, label: string, required = true) => (
    <TextInput
      label={label}
      required={required}
      {...form.getInputProps(name)}
      key={form.key(name)}
    />
  );
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`Dati di fatturazione`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(billingSchema, toInput(values));
        if (check.ok) props.onSubmit(check.value);
      })}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t`Intestatario della fattura`}
          value={String(form.values.personTypeId)}
          onChange={(value) =>
            form.setFieldValue(
              'personTypeId',
              value === '2' ? PERSON_TYPE.company : PERSON_TYPE.person,
            )
          }
        >
          <Group mt="xs">
            <Radio value="1" label={t`Persona`} />
            <Radio value="2" label={t`Azienda`} />
          </Group>
        </Radio.Group>
        {company ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text('companyName', t`Ragione sociale`)}
            {text('vatNumber', t`Partita IVA o codice fiscale`)}
            {text('sdiCode', t`Codice SDI`, false)}
            {text('pec', t`PEC`, false)}
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {text('firstName', t`Nome`)}
            {text('lastName', t`Cognome`)}
            {text('fiscalCode', t`Codice fiscale`)}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {text('address1', t`Via`)}
          {text('addressNumber', t`Numero civico`)}
          {text('postalCode', t`CAP`)}
          {text('city', t`Comune`)}
          {text('province', t`Provincia`)}
        </SimpleGrid>
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" loading={props.busy}>
            <Trans>Salva i dati di fatturazione</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
