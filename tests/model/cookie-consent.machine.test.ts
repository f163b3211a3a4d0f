import { cookieConsentMachine } from '../../machines/cookie-consent/cookie-consent.machine';
import { describeBehaviour } from './behaviour-case';
import { cookieConsentCases } from './cookie-consent.cases';
import { cookieConsentEvents, modelInput } from './cookie-consent-events';
import { describeModel } from './transition-coverage';

describeModel('cookie-consent', cookieConsentMachine, cookieConsentEvents, {
  input: modelInput,
  significantContext: ({ reason, loggedIn, preferences }) => [
    reason,
    loggedIn,
    preferences?.analytics,
    preferences?.profilation,
    preferences?.uuid,
    preferences?.saveDate,
  ],
});

describeBehaviour('cookie-consent', cookieConsentMachine, cookieConsentCases);
