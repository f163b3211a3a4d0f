/** Maps the profile tag's operationIds (the personal area's data) to their handlers. */
import { anonymizeHandlers } from './anonymize-handlers';
import { billingHandlers } from './billing-handlers';
import { consentHandlers } from './consent-handlers';
import { emailHandlers } from './email-handlers';
import { marketingHandlers } from './marketing-handlers';
import { profileHandlers } from './profile-handlers';
import { twoFactorHandlers } from './two-factor-handlers';

export const accountHandlers = {
  ...profileHandlers,
  ...emailHandlers,
  ...consentHandlers,
  ...billingHandlers,
  ...anonymizeHandlers,
  ...twoFactorHandlers,
  ...marketingHandlers,
};
