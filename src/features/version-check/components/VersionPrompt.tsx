import { Trans, useLingui } from '@lingui/react/macro';
import { ReloadDialog } from '../../../components/ReloadDialog';

export interface VersionPromptProps {
  /** The newer version deployed; the prompt is open while it is not `null`. */
  readonly version: string | null;
  /** 'Ricarica' was pressed and the page is loading again (default `false`). */
  readonly reloading?: boolean;
  /** 'Ricarica': load the page again, with the new version; in the app, 'Aggiorna': the store. */
  readonly onReload: () => void;
  /** The mobile app's prompt, whose new version comes from the store (default `false`). */
  readonly inApp?: boolean;
  /** 'Più tardi' or the dialog closed: keep using this version for now. */
  readonly onDismiss: () => void;
}

/**
 * The upgrade-version prompt (account-and-platform.md §2): the latest version's text and a
 * reload button, or in the mobile app a button to the store (§4 "Version check").
 */
export function VersionPrompt({
  version,
  reloading = false,
  onReload,
  onDismiss,
  inApp = false,
}: VersionPromptProps) {
  const { t } = useLingui();
  return (
    <ReloadDialog
      opened={version !== null}
      title={t`Nuova versione disponibile`}
      reloading={reloading}
      onReload={onReload}
      onDismiss={onDismiss}
      dismissLabel={t`Più tardi`}
      {...(inApp ? { reloadLabel: t`Aggiorna` } : {})}
    >
      {version !== null &&
        (inApp ? (
          <Trans>
            È disponibile la versione {version} dell'app Spesa online. Aggiornala dallo store per
            usarla.
          </Trans>
        ) : (
          <Trans>
            È disponibile la versione {version} della spesa online. Ricarica la pagina per usarla.
          </Trans>
        ))}
    </ReloadDialog>
  );
}
