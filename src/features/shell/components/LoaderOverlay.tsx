import { useLingui } from '@lingui/react/macro';

export interface LoaderOverlayProps {
  /** Shown while requests are pending. */
  readonly visible: boolean;
}

/** The loader overlay over the whole page. */
export function LoaderOverlay({ visible }: LoaderOverlayProps) {
  const { t } = useLingui();
  if (!visible) return null;
  return (
    <div className="shell-overlay">
      <div className="shell-spinner" role="status" aria-label={t`Caricamento in corso`} />
    </div>
  );
}
