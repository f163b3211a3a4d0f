/** The disclaimers of the consent stories: the real set an Italian shop asks. */
import type { AskedDisclaimer } from '../../machines/consent/consent.machine';

export const DISCLAIMERS: readonly AskedDisclaimer[] = [
  {
    registrationDisclaimerId: 1,
    title: 'Condizioni generali di vendita',
    text: 'Ho letto e accetto le <a href="/page/condizioni-di-vendita">condizioni di vendita</a>.',
    required: true,
    value: false,
  },
  {
    registrationDisclaimerId: 2,
    title: 'Informativa sulla privacy',
    text: "Ho letto l'informativa sul trattamento dei dati personali.",
    required: true,
    value: true,
  },
  {
    registrationDisclaimerId: 3,
    title: 'Comunicazioni commerciali',
    text: 'Acconsento a ricevere offerte e novità via e-mail.',
    required: false,
    value: false,
  },
];

/** The same, every required one accepted and marketing too (the personal area's page). */
export const ANSWERED: readonly AskedDisclaimer[] = DISCLAIMERS.map((disclaimer) => ({
  ...disclaimer,
  value: disclaimer.required || disclaimer.registrationDisclaimerId === 3,
}));
