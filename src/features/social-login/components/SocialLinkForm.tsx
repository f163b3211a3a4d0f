import { Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';
import { messages } from '../../../domain/messages';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../../domain/social-login';

export interface SocialLinkFormProps {
  /** The provider whose account is being linked. */
  readonly provider: SocialProvider;
  /** The link is being sent. */
  readonly busy: boolean;
  /** What the server refused last (a wrong password), in its words. */
  readonly errors: readonly string[];
  /** The shopper confirmed with the password. */
  readonly onSubmit: (password: string) => void;
  /** The shopper gave up linking. */
  readonly onCancel: () => void;
}

/**
 * The page the provider's answer leads to when an account has the provider's e-mail: the
 * shopper confirms with the shop's password to link the two, then later signs in with the
 * provider directly.
 */
export function SocialLinkForm({
  provider,
  busy,
  errors,
  onSubmit,
  onCancel,
}: SocialLinkFormProps) {
  const { t, i18n } = useLingui();
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: {
      password: (value) => (value === '' ? i18n._(messages.passwordRequired) : null),
    },
  });
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={form.onSubmit((values) => onSubmit(values.password))}
    >
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Collega il tuo account {name}</Trans>
        </Title>
        <Text>
          <Trans>
            Hai già un account del negozio con lo stesso indirizzo e-mail del tuo account {name}.
            Inserisci la password del negozio per collegarli: dalla prossima volta potrai accedere
            direttamente con {name}.
          </Trans>
        </Text>
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: [...errors] }} />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          disabled={busy}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onCancel} disabled={busy}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Collega e accedi</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
