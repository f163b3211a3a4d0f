import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import type { Enrolment, TwoFactorStep } from '../../../../machines/account/two-factor.machine';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import { messages } from '../../../domain/messages';
import { authenticatorCodeRule, secondFactorRule } from '../../../domain/two-factor';
import { checkForm } from '../../../domain/validation';

const confirmSchema = v.object({ code: authenticatorCodeRule });
const disableSchema = v.object({
  password: v.pipe(
    v.string(messages.passwordRequired.id),
    v.nonEmpty(messages.passwordRequired.id),
  ),
  code: secondFactorRule,
});

export interface TwoFactorScreenProps {
  readonly step: TwoFactorStep;
  readonly busy: boolean;
  readonly enrolment: Enrolment | null;
  readonly recoveryCodes: readonly string[];
  /** Unused recovery codes while it is on; undefined when unknown. */
  readonly recoveryCodesLeft?: number;
  readonly errors: readonly string[];
  readonly onStart: () => void;
  readonly onCancel: () => void;
  readonly onConfirm: (code: string) => void;
  readonly onCodesKept: () => void;
  readonly onDisable: (change: { password: string; code: string }) => void;
}

/** 'Verifica in due passaggi' (/profile/two-factor): on or off, enrolment and recovery codes. */
export function TwoFactorScreen(props: TwoFactorScreenProps) {
  const { t } = useLingui();
  return (
    <Stack px="md" maw={720}>
      <PageBreadcrumbs inPersonalArea current={t`Verifica in due passaggi`} />
      <Title order={1}>
        <Trans>Verifica in due passaggi</Trans>
      </Title>
      <Text>
        <Trans>
          Con la verifica in due passaggi, per accedere servono la password e il codice a 6 cifre di
          un'app di autenticazione sul tuo telefono.
        </Trans>
      </Text>
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
      {props.step === 'loading' && <Loader aria-label={t`Caricamento in corso`} />}
      {props.step === 'off' && (
        <Button onClick={props.onStart} loading={props.busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Attiva la verifica in due passaggi</Trans>
        </Button>
      )}
      {props.step === 'confirming' && props.enrolment !== null && (
        <ConfirmStep {...props} enrolment={props.enrolment} />
      )}
      {props.step === 'showingCodes' && <RecoveryCodes {...props} />}
      {props.step === 'on' && <DisableForm {...props} />}
    </Stack>
  );
}

function ConfirmStep(props: TwoFactorScreenProps & { readonly enrolment: Enrolment }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: (values) => fieldErrorsOf(confirmSchema, values, i18n),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`Attiva la verifica in due passaggi`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(confirmSchema, values);
        if (check.ok) props.onConfirm(check.value.code);
      })}
    >
      <Stack gap="md">
        <Text>
          <Trans>
            Inquadra il codice QR con l'app di autenticazione, poi scrivi il codice a 6 cifre che ti
            mostra.
          </Trans>
        </Text>
        <Image
          src={props.enrolment.qrCode}
          alt={t`Codice QR per l'app di autenticazione`}
          w={200}
          h={200}
        />
        <Text size="sm">
          <Trans>Non puoi inquadrarlo? Inserisci a mano questa chiave:</Trans>{' '}
          <Code>{props.enrolment.secret}</Code>
        </Text>
        <TextInput
          label={t`Codice a 6 cifre`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          maw={220}
          {...form.getInputProps('code')}
          key={form.key('code')}
        />
        <Group>
          <Button type="submit" loading={props.busy}>
            <Trans>Conferma</Trans>
          </Button>
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            <Trans>Annulla</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes(props: TwoFactorScreenProps) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status">
        <Trans>La verifica in due passaggi è attiva.</Trans>
      </Alert>
      <Text>
        <Trans>
          Conserva questi codici di recupero in un posto sicuro: se perdi il telefono, ognuno ti fa
          accedere una volta al posto del codice dell'app. Non te li mostreremo più.
        </Trans>
      </Text>
      <SimpleGrid cols={2} component="ul" p={0} m={0} maw={320} aria-label={t`Codici di recupero`}>
        {props.recoveryCodes.map((code) => (
          <Code key={code} component="li" style={{ listStyle: 'none' }} fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Button onClick={props.onCodesKept} style={{ alignSelf: 'flex-start' }}>
        <Trans>Ho salvato i codici</Trans>
      </Button>
    </Stack>
  );
}

function DisableForm(props: TwoFactorScreenProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', code: '' },
    validate: (values) => fieldErrorsOf(disableSchema, values, i18n),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`Disattiva la verifica in due passaggi`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(disableSchema, values);
        if (check.ok) props.onDisable(check.value);
      })}
    >
      <Stack gap="md" maw={420}>
        <Alert color="green" variant="light" role="status">
          {props.recoveryCodesLeft === undefined ? (
            <Trans>La verifica in due passaggi è attiva.</Trans>
          ) : (
            <Trans>
              La verifica in due passaggi è attiva. Codici di recupero ancora validi:{' '}
              {props.recoveryCodesLeft}.
            </Trans>
          )}
        </Alert>
        <Text>
          <Trans>Per disattivarla servono la password e un codice dell'app o di recupero.</Trans>
        </Text>
        <PasswordInput
          label={t`Password attuale`}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password attuale` }}
          {...form.getInputProps('password')}
          key={form.key('password')}
        />
        <TextInput
          label={t`Codice dell'app o di recupero`}
          autoComplete="one-time-code"
          maxLength={9}
          required
          {...form.getInputProps('code')}
          key={form.key('code')}
        />
        <Button
          type="submit"
          color="red"
          variant="outline"
          loading={props.busy}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Disattiva</Trans>
        </Button>
      </Stack>
    </form>
  );
}
