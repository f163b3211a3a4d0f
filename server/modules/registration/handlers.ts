/** Maps the registration tag's operationIds to their handlers. */
import { disclaimerHandlers } from './disclaimer-handlers';
import { passwordHandlers } from './password-handlers';
import { registrationFormHandlers } from './registration-handlers';

export const registrationHandlers = {
  ...registrationFormHandlers,
  ...passwordHandlers,
  ...disclaimerHandlers,
};
