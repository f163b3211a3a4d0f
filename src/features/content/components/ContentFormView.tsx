import {
  Alert,
  Button,
  Checkbox,
  Container,
  FileInput,
  NativeSelect,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ChosenFile,
  ContentFormSubmission,
  UploadProgress,
} from '../../../../machines/content/content-form.machine';
import type { components } from '../../../api/content';
import { SafeHtml } from '../../../components/SafeHtml';
import { checkContentForm, type ContentFormField } from '../../../domain/content-form';
import { ContentHtml } from './ContentHtml';

type FormDefinition = components['schemas']['NfFormDefinition'];
type FormField = components['schemas']['NfFormField'];
type Values = Record<string, string | boolean | File | null>;

export type ContentFormStep =
  'idle' | 'validating' | 'uploading' | 'submitting' | 'failed' | 'submitted';

export interface ContentFormViewProps {
  readonly definition: FormDefinition;
  /** The form statechart's state. */
  readonly step: ContentFormStep;
  readonly progress: UploadProgress | null;
  /** The shop's refusals, by field id. */
  readonly fieldErrors: Readonly<Record<number, string>>;
  readonly formErrors: readonly string[];
  /** The reply's success message (HTML), once sent. */
  readonly successHtml: string | null;
  readonly onSubmit: (submission: ContentFormSubmission) => void;
  /** Another file was chosen for a file field. */
  readonly onFileChange: (fieldId: number) => void;
  readonly onRetry: () => void;
  /** Back to the form: after a failure, or to write another message. */
  readonly onEdit: () => void;
}

/** The hidden field that only robots fill in (Ninja Forms' honeypot). */
const HONEYPOT = 'hp';
const keyOf = (field: FormField) => `f${field.id}`;
const isValueField = (field: FormField) => field.type !== 'submit';

function initialValues(fields: readonly FormField[]): Values {
  const values: Values = { [HONEYPOT]: '' };
  for (const field of fields.filter(isValueField)) {
    values[keyOf(field)] =
      field.type === 'checkbox' ? false : field.type === 'file_upload' ? null : '';
  }
  return values;
}

/** The values as the shared rules and the shop read them: by field id, a file as its count. */
function valuesById(fields: readonly FormField[], values: Values): Record<number, string> {
  const byId: Record<number, string> = {};
  for (const field of fields.filter(isValueField)) {
    const value = values[keyOf(field)];
    byId[field.id] =
      value instanceof File ? '1' : typeof value === 'boolean' ? (value ? '1' : '') : (value ?? '');
  }
  return byId;
}

/** A field of the definition as the shared rules describe it (its upload limits aside). */
const ruleFieldOf = (field: FormField): ContentFormField => ({
  id: field.id,
  key: field.key,
  type: field.type,
  label: field.label,
  required: field.required,
  placeholder: field.placeholder,
  help_text: field.help_text,
  input_limit: field.input_limit,
  options: field.options,
});

/**
 * A form of the content service (`/form/{formId}`), its fields rendered from the form's
 * definition and checked with the rules the shop applies; a file field shows its upload's
 * progress; once sent, the reply's success message.
 */
export function ContentFormView(props: ContentFormViewProps) {
  const { definition, step, progress, fieldErrors, formErrors } = props;
  const { t, i18n } = useLingui();
  const busy = step === 'validating' || step === 'uploading' || step === 'submitting';
  const fields = definition.fields;
  const form = useForm<Values>({
    initialValues: initialValues(fields),
    validate: (values) => {
      // The rules' messages in the active language (the server answers them in Italian).
      const checked = checkContentForm(
        fields.map(ruleFieldOf),
        valuesById(fields, values),
        (message, values) => i18n._(message.id, values, { message: message.message }),
      );
      if (checked.ok) return {};
      return Object.fromEntries(
        Object.entries(checked.errors).map(([id, message]) => [`f${id}`, message]),
      );
    },
  });
  const submit = form.onSubmit((values) => {
    const files: ChosenFile[] = fields.flatMap((field) => {
      const file = values[keyOf(field)];
      return field.type === 'file_upload' && file instanceof File
        ? [{ fieldId: field.id, file }]
        : [];
    });
    const honeypot = values[HONEYPOT];
    props.onSubmit({
      values: valuesById(
        fields.filter((field) => field.type !== 'file_upload'),
        values,
      ),
      files,
      extra: typeof honeypot === 'string' && honeypot !== '' ? { [HONEYPOT]: honeypot } : {},
    });
  });

  if (step === 'submitted') {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{definition.settings.title}</Title>
          <Alert color="green" role="status">
            <ContentHtml html={props.successHtml ?? definition.settings.success_msg} />
          </Alert>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              props.onEdit();
            }}
          >
            <Trans>Invia un altro messaggio</Trans>
          </Button>
        </Stack>
      </Container>
    );
  }

  const errorOf = (field: FormField) => form.errors[keyOf(field)] ?? fieldErrors[field.id];
  const describe = (field: FormField) => field.help_text || undefined;
  return (
    <Container size="sm" py="xl">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Stack>
          <Title order={1}>{definition.settings.title}</Title>
          {formErrors.length > 0 && (
            <Alert color="red" role="alert">
              {formErrors.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          {fields.map((field) => {
            const input = form.getInputProps(keyOf(field), {
              type: field.type === 'checkbox' ? 'checkbox' : 'input',
            });
            const common = {
              label: field.label,
              required: field.required,
              description: describe(field),
              error: errorOf(field),
              disabled: busy,
            };
            switch (field.type) {
              case 'textarea':
                return (
                  <Textarea
                    key={field.id}
                    {...input}
                    {...common}
                    placeholder={field.placeholder}
                    maxLength={field.input_limit}
                    rows={5}
                  />
                );
              case 'listselect':
                return (
                  <NativeSelect
                    key={field.id}
                    {...input}
                    {...common}
                    data={[
                      { value: '', label: t`Scegli…` },
                      ...(field.options ?? []).map((option) => ({ ...option })),
                    ]}
                  />
                );
              case 'checkbox':
                return (
                  <Checkbox
                    key={field.id}
                    {...input}
                    {...common}
                    label={field.label_html ? <SafeHtml html={field.label_html} /> : field.label}
                  />
                );
              case 'file_upload': {
                const uploading = progress !== null && progress.fieldId === field.id;
                return (
                  <Stack key={field.id} gap={4}>
                    <FileInput
                      {...input}
                      {...common}
                      onChange={(file) => {
                        input.onChange(file);
                        props.onFileChange(field.id);
                      }}
                      accept={field.upload_types}
                      fileInputProps={{ name: keyOf(field) }}
                      clearable
                      description={
                        describe(field) ??
                        t`${field.upload_types ?? ''}, al massimo ${field.max_file_size ?? 5} MB`
                      }
                    />
                    {uploading && (
                      <Progress
                        value={progress.total === 0 ? 0 : (100 * progress.loaded) / progress.total}
                        aria-label={t`Caricamento di ${field.label}`}
                        role="progressbar"
                        animated
                      />
                    )}
                  </Stack>
                );
              }
              case 'submit':
                return (
                  <Button key={field.id} type="submit" loading={busy} disabled={busy}>
                    {field.label}
                  </Button>
                );
              default:
                return (
                  <TextInput
                    key={field.id}
                    {...input}
                    {...common}
                    type={
                      field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'
                    }
                    autoComplete={
                      field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined
                    }
                    placeholder={field.placeholder}
                    maxLength={field.input_limit}
                  />
                );
            }
          })}
          {/* Only robots see and fill in this field: a submission that has it is dropped. Its name is
            none a browser or password manager fills in by itself. */}
          <VisuallyHidden aria-hidden="true">
            <input
              type="text"
              name="hp"
              tabIndex={-1}
              autoComplete="off"
              {...form.getInputProps(HONEYPOT)}
            />
          </VisuallyHidden>
          {step === 'failed' && (
            <Button variant="light" onClick={props.onRetry}>
              <Trans>Riprova</Trans>
            </Button>
          )}
        </Stack>
      </form>
    </Container>
  );
}
