import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import {
  personInfosFormSchema,
  toPersonInfos,
  type PersonInfo,
  type PersonInfosForm as PersonInfosValues,
} from '../../../domain/profile';
import { checkForm } from '../../../domain/validation';

export interface PersonInfosFormProps {
  /** The infos the shop has now (empty when not given). */
  readonly initial: PersonInfosValues;
  readonly busy: boolean;
  /** The infos were saved. */
  readonly saved: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** Receives both infos once the rules accept them (an empty one is removed). */
  readonly onSubmit: (infos: readonly PersonInfo[]) => void;
}

/**
 * 'Altre informazioni' of 'Il mio profilo': how many people the shopping is for (it helps
 * suggest pack sizes) and when customer care may call.
 */
export function PersonInfosForm(props: PersonInfosFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<PersonInfosValues>({
    mode: 'uncontrolled',
    initialValues: props.initial,
    validate: (values) => fieldErrorsOf(personInfosFormSchema, values, i18n),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`Altre informazioni`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(personInfosFormSchema, values);
        if (check.ok) props.onSubmit(toPersonInfos(check.value));
      })}
    >
      <Stack gap="md" maw={560}>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`Persone in famiglia (facoltativo)`}
            inputMode="numeric"
            maxLength={2}
            {...form.getInputProps('householdSize')}
            key={form.key('householdSize')}
          />
          <NativeSelect
            label={t`Quando possiamo chiamarti (facoltativo)`}
            data={[
              { value: '', label: t`Nessuna preferenza` },
              { value: 'mattina', label: t`Mattina` },
              { value: 'pomeriggio', label: t`Pomeriggio` },
              { value: 'sera', label: t`Sera` },
            ]}
            {...form.getInputProps('preferredContactTime')}
            key={form.key('preferredContactTime')}
          />
        </SimpleGrid>
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        {props.saved && (
          <Alert color="green" variant="light" role="status">
            <Trans>Informazioni salvate.</Trans>
          </Alert>
        )}
        <Button
          type="submit"
          variant="outline"
          loading={props.busy}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Salva le informazioni</Trans>
        </Button>
      </Stack>
    </form>
  );
}
