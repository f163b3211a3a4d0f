/**
 * Maps the profile tag's operationIds (the personal area's data) to their handlers; the disclaimer
 * answers' are the consent module's.
 */
import { anonymizeHandlers } from './anonymize-handlers';
import { billingHandlers } from './billing-handlers';
import { emailHandlers } from './email-handlers';
import { marketingHandlers } from './marketing-handlers';
import { profileHandlers } from './profile-handlers';
import { twoFactorHandlers } from './two-factor-handlers';

export const accountHandlers = {
  ...profileHandlers,
  ...emailHandlers,
  ...billingHandlers,
  ...anonymizeHandlers,
  ...twoFactorHandlers,
  ...marketingHandlers,
};
