/** The sections of the personal area, in the order its menu and its dashboard list them. */
import { useLingui } from '@lingui/react/macro';

export function useProfileSections() {
  const { t } = useLingui();
  return [
    { to: '/profile/profile-update', label: t`Il mio profilo` },
    { to: '/profile/orders', label: t`I miei ordini` },
    { to: '/profile/lists', label: t`Le mie liste` },
    { to: '/profile/preferred', label: t`I miei preferiti` },
    { to: '/profile/addresses', label: t`I miei indirizzi` },
    { to: '/profile/gifts', label: t`Vantaggi` },
    { to: '/profile/invite', label: t`Invita i tuoi amici` },
    { to: '/profile/billing', label: t`Dati di fatturazione` },
    { to: '/profile/consents', label: t`Privacy e consensi` },
    { to: '/profile/news-list', label: t`Archivio Messaggi` },
    { to: '/profile/update-password', label: t`Aggiorna password` },
    { to: '/profile/two-factor', label: t`Verifica in due passaggi` },
    { to: '/profile/delete-account', label: t`Elimina il mio account` },
  ] as const;
}
