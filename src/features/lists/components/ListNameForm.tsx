import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { fieldErrorsOf } from '../../../components/form-rules';
import { listNameSchema } from '../../../domain/lists';
import { checkForm } from '../../../domain/validation';

export interface ListNameFormProps {
  /** The form's accessible name ('Nuova lista', 'Rinomina lista'). */
  readonly label: string;
  /** The field's label. */
  readonly fieldLabel: string;
  /** The button's text. */
  readonly submitLabel: string;
  /** The name the field starts with. @default '' */
  readonly initialName?: string;
  readonly busy: boolean;
  /** Receives the trimmed name once the rules accept it. */
  readonly onSubmit: (name: string) => void;
}

/** A list's name, checked with the server's rule (1 to 60 characters). */
export function ListNameForm(props: ListNameFormProps) {
  const { i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: props.initialName ?? '' },
    validate: (values) => fieldErrorsOf(listNameSchema, values, i18n),
  });
  return (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(listNameSchema, values);
        if (check.ok) props.onSubmit(check.value.name);
      })}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={props.fieldLabel}
          style={{ flex: 1 }}
          maxLength={200}
          {...form.getInputProps('name')}
          key={form.key('name')}
        />
        <Button type="submit" variant="light" loading={props.busy}>
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
