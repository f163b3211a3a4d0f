import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { AnchorLink } from '../../../components/router-links';
import type { AskReason } from '../../../domain/cookie-consent';

export interface CookieBannerProps {
  /** Why the banner asks; it is shown while this is not `null`. */
  readonly reason: AskReason | null;
  readonly onAcceptAll: () => void;
  readonly onRejectAll: () => void;
  readonly onCustomise: () => void;
  /** The close button: continue with the technical cookies only. */
  readonly onClose: () => void;
}

/**
 * The cookie banner's first layer, as the Italian data-protection authority's guidelines ask:
 * 'Accetta tutti' and 'Rifiuta tutti' side by side and alike, 'Personalizza' for each purpose,
 * and a close button that keeps only the technical cookies. It covers no part of the page it
 * does not need: a strip at the bottom, not a modal.
 */
export function CookieBanner({
  reason,
  onAcceptAll,
  onRejectAll,
  onCustomise,
  onClose,
}: CookieBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  if (reason === null) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      className="cookie-banner"
      shadow="md"
      withBorder
      p="md"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h5" id={titleId}>
          <Trans>La tua scelta sui cookie</Trans>
        </Title>
        <CloseButton
          data-cookie-action="closed"
          aria-label={t`Chiudi e continua senza accettare`}
          title={t`Chiudi e continua senza accettare`}
          onClick={onClose}
        />
      </Group>
      {reason === 'expired' && (
        <Text size="sm" fw={600}>
          <Trans>Sono passati sei mesi dalla tua ultima scelta: confermala o cambiala.</Trans>
        </Text>
      )}
      {reason === 'purposes-changed' && (
        <Text size="sm" fw={600}>
          <Trans>Abbiamo cambiato l'uso che facciamo dei cookie: scegli di nuovo.</Trans>
        </Text>
      )}
      <Text size="sm">
        <Trans>
          Usiamo cookie tecnici, necessari alla spesa online, e, solo se li accetti, cookie di
          analisi e di profilazione. Puoi cambiare idea quando vuoi da «Preferenze cookie» in fondo
          alla pagina.{' '}
          <AnchorLink to="/page/$pageName" params={{ pageName: 'cookie-policy' }}>
            Cookie policy
          </AnchorLink>
        </Trans>
      </Text>
      {/* data-cookie-action: the server's copy of the banner answers before the app does
          (src/shared/early-cookie-banner.ts). */}
      <Group mt="sm" gap="xs">
        <Button data-cookie-action="acceptAll" onClick={onAcceptAll}>
          <Trans>Accetta tutti</Trans>
        </Button>
        <Button data-cookie-action="rejectAll" onClick={onRejectAll}>
          <Trans>Rifiuta tutti</Trans>
        </Button>
        <Button variant="subtle" data-cookie-action="customise" onClick={onCustomise}>
          <Trans>Personalizza</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
