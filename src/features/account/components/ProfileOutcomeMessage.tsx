import { Alert, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { AnchorLink } from '../../../components/router-links';
import type { ProfileOutcome } from '../../../domain/profile-outcome';

export interface ProfileOutcomeMessageProps {
  readonly outcome: ProfileOutcome;
}

/** What happened to the shopper's data, and the way back to 'Il mio profilo'. */
export function ProfileOutcomeMessage({ outcome }: ProfileOutcomeMessageProps) {
  const { t } = useLingui();
  const failed = outcome === 'profile-update-error';
  const texts: Record<ProfileOutcome, { title: string; text: string }> = {
    'profile-updated': {
      title: t`Profilo aggiornato`,
      text: t`I tuoi dati sono stati salvati.`,
    },
    'profile-confirmed': {
      title: t`Profilo confermato`,
      text: t`Grazie: il tuo profilo ora è completo.`,
    },
    'profile-update-error': {
      title: t`Profilo non aggiornato`,
      text: t`Non è stato possibile leggere o salvare i tuoi dati. Riprova tra qualche minuto.`,
    },
    'email-updated': {
      title: t`E-mail aggiornata`,
      text: t`Il tuo indirizzo e-mail è stato aggiornato: usalo per i prossimi accessi.`,
    },
  };
  const { title, text } = texts[outcome];
  return (
    <Stack px="md">
      <PageBreadcrumbs inPersonalArea current={title} />
      <Title order={1}>{title}</Title>
      <Alert color={failed ? 'red' : 'green'} variant="light" role={failed ? 'alert' : 'status'}>
        {text}
      </Alert>
      <AnchorLink to="/profile/profile-update">
        {failed ? <Trans>Riprova</Trans> : <Trans>Torna a Il mio profilo</Trans>}
      </AnchorLink>
    </Stack>
  );
}
