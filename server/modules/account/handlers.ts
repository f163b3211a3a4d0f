/** Maps the profile tag's operationIds (the personal area's data) to their handlers. */
import { billingHandlers } from './billing-handlers';
import { consentHandlers } from './consent-handlers';
import { emailHandlers } from './email-handlers';
import { profileHandlers } from './profile-handlers';

export const accountHandlers = {
  ...profileHandlers,
  ...emailHandlers,
  ...consentHandlers,
  ...billingHandlers,
};
