import { Alert, Button, Divider, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';
import {
  socialMessages,
  type SocialErrorReason,
  type SocialProvider,
} from '../../../domain/social-login';

export interface SocialLoginButtonsProps {
  /** A sign-in is starting or the browser is leaving for the provider. */
  readonly busy: boolean;
  /** The provider chosen last (its button shows the wait); null: none. */
  readonly provider: SocialProvider | null;
  /** Why the provider's answer was refused (the page's `social_error`); null: nothing. */
  readonly reason: SocialErrorReason | null;
  /** What the server refused when starting, in its words. */
  readonly errors: readonly string[];
  /** The shopper chose a provider. */
  readonly onChoose: (provider: SocialProvider) => void;
}

/**
 * 'Accedi con Google' and 'Accedi con Facebook' (account-and-platform.md §4 'Social login'),
 * under the reason the last sign-in failed, if it did.
 */
export function SocialLoginButtons({
  busy,
  provider,
  reason,
  errors,
  onChoose,
}: SocialLoginButtonsProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      {reason === null ? null : (
        <Alert color="red" variant="light" role="alert" title={t`Accesso non riuscito`}>
          {i18n._(socialMessages[reason])}
        </Alert>
      )}
      <ResponseMessages messages={{ ...NO_MESSAGES, errors: [...errors] }} />
      <Divider label={t`oppure`} labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        loading={busy && provider === 'google'}
        disabled={busy && provider !== 'google'}
        onClick={() => onChoose('google')}
      >
        <Trans>Accedi con Google</Trans>
      </Button>
      <Button
        variant="default"
        fullWidth
        loading={busy && provider === 'facebook'}
        disabled={busy && provider !== 'facebook'}
        onClick={() => onChoose('facebook')}
      >
        <Trans>Accedi con Facebook</Trans>
      </Button>
    </Stack>
  );
}
