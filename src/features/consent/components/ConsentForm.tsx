import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AskedDisclaimer } from '../../../../machines/consent/consent.machine';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { SafeHtml } from '../../../components/SafeHtml';
import {
  choicesOf,
  toConsentAnswers,
  unacceptedRequired,
  type ConsentAnswer,
  type ConsentChoices,
} from '../../../domain/consent';
import { NO_MESSAGES } from '../../../domain/envelope';
import { messages } from '../../../domain/messages';

export interface ConsentFormProps {
  /** The disclaimers with the answers given so far. */
  readonly disclaimers: readonly AskedDisclaimer[];
  /** Required disclaimers already accepted cannot be withdrawn here (default false). */
  readonly lockAccepted?: boolean;
  readonly busy: boolean;
  /** The answers were saved. */
  readonly saved?: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** The submit button's label. */
  readonly submitLabel: string;
  /** Receives every answer once the required ones are ticked. */
  readonly onSubmit: (answers: readonly ConsentAnswer[]) => void;
  /** Further actions beside the submit button. */
  readonly actions?: ReactNode;
}

/** A checkbox per disclaimer, its text as sanitised HTML; a required one must be ticked. */
export function ConsentForm(props: ConsentFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<{ accepted: ConsentChoices }>({
    mode: 'uncontrolled',
    initialValues: { accepted: choicesOf(props.disclaimers) },
    validate: ({ accepted }) =>
      Object.fromEntries(
        unacceptedRequired(props.disclaimers, accepted).map((id) => [
          `accepted.${id}`,
          i18n._(messages.required),
        ]),
      ),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`Consensi`}
      onSubmit={form.onSubmit(({ accepted }) =>
        props.onSubmit(toConsentAnswers(props.disclaimers, accepted)),
      )}
    >
      <Stack gap="md">
        {props.disclaimers.map((disclaimer) => (
          <Checkbox
            key={form.key(`accepted.${disclaimer.registrationDisclaimerId}`)}
            label={
              disclaimer.required ? (
                <Trans>{disclaimer.title} (obbligatorio)</Trans>
              ) : (
                disclaimer.title
              )
            }
            description={<SafeHtml html={disclaimer.text} />}
            disabled={props.lockAccepted && disclaimer.required && disclaimer.value}
            {...form.getInputProps(`accepted.${disclaimer.registrationDisclaimerId}`, {
              type: 'checkbox',
            })}
          />
        ))}
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        {props.saved && (
          <Alert color="green" variant="light" role="status">
            <Trans>Preferenze salvate.</Trans>
          </Alert>
        )}
        <Group justify="flex-end">
          {props.actions}
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
