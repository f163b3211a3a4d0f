import { Trans, useLingui } from '@lingui/react/macro';
import { ReloadDialog } from '../../../components/ReloadDialog';

export interface LoadErrorDialogProps {
  /** Whether the load error is shown. */
  readonly opened: boolean;
  /** 'Ricarica' was pressed and the page is loading again (default `false`). */
  readonly reloading?: boolean;
  /** 'Ricarica': load the page again. */
  readonly onReload: () => void;
  /** 'Chiudi': keep the page as it is. */
  readonly onDismiss: () => void;
}

/**
 * The load error of a page's code that failed to arrive or took over 120 seconds
 * (shopping-flow.md §8), with a reload action.
 */
export function LoadErrorDialog({
  opened,
  reloading = false,
  onReload,
  onDismiss,
}: LoadErrorDialogProps) {
  const { t } = useLingui();
  return (
    <ReloadDialog
      opened={opened}
      title={t`Errore di caricamento`}
      reloading={reloading}
      onReload={onReload}
      onDismiss={onDismiss}
    >
      <Trans>Non è stato possibile caricare la pagina. Ricarica la pagina per riprovare.</Trans>
    </ReloadDialog>
  );
}
