/** What the registration stories and their tests share: the shop's disclaimers and a login. */
import type { RegistrationDisclaimer } from '../../src/features/registration/components/RegistrationForm';
import { LoginForm } from '../../src/features/login/components/LoginForm';
import { loginStates } from '../login/login-states';

export const DISCLAIMERS: readonly RegistrationDisclaimer[] = [
  {
    registrationDisclaimerId: 1,
    title: 'Condizioni generali di vendita',
    text: 'Ho letto e accetto le condizioni generali di vendita.',
    required: true,
  },
  {
    registrationDisclaimerId: 2,
    title: 'Informativa sulla privacy',
    text: 'Ho letto l’informativa sul trattamento dei dati personali.',
    required: true,
  },
  {
    registrationDisclaimerId: 3,
    title: 'Comunicazioni commerciali',
    text: 'Acconsento a ricevere offerte e novità via e-mail.',
    required: false,
  },
];

/** The login form as a visitor first sees it, for the steps that end with a login. */
export const idleLogin = <LoginForm view={loginStates.idle} send={() => {}} />;
