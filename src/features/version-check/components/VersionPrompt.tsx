import { Trans, useLingui } from '@lingui/react/macro';
import { ReloadDialog } from '../../../components/ReloadDialog';

export interface VersionPromptProps {
  /** The newer version deployed; the prompt is open while it is not `null`. */
  readonly version: string | null;
  /** 'Ricarica' was pressed and the page is loading again (default `false`). */
  readonly reloading?: boolean;
  /** 'Ricarica': load the page again, with the new version. */
  readonly onReload: () => void;
  /** 'Più tardi' or the dialog closed: keep using this version for now. */
  readonly onDismiss: () => void;
}

/**
 * The upgrade-version prompt (account-and-platform.md §2): the latest version's text and a
 * reload button.
 */
export function VersionPrompt({
  version,
  reloading = false,
  onReload,
  onDismiss,
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
    >
      {version !== null && (
        <Trans>
          È disponibile la versione {version} della spesa online. Ricarica la pagina per usarla.
        </Trans>
      )}
    </ReloadDialog>
  );
}
