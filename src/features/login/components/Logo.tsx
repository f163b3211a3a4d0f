import { LOGO_HEIGHT_PX, LOGO_WIDTH_PX } from '../../../shared/theme';
import { useLingui } from '@lingui/react/macro';

/** The shop's logo at the login screen's size (200x57). */
export function Logo() {
  const { t } = useLingui();
  return (
    <img src="/logo.svg" width={LOGO_WIDTH_PX} height={LOGO_HEIGHT_PX} alt={t`Spesa online`} />
  );
}
