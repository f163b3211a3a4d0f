/**
 * Maps the disclaimers' operationIds to their handlers: the registration form's list (tag
 * registration) and the shopper's answers, checked after login and changed in the personal area
 * (tag profile).
 */
import { userDisclaimerHandlers } from './consent-handlers';
import { disclaimerHandlers } from './disclaimer-handlers';

export const consentHandlers = {
  ...disclaimerHandlers,
  ...userDisclaimerHandlers,
};
