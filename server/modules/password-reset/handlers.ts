/** Maps the password calls' operationIds (tag registration) to their handlers. */
import { passwordHandlers } from './password-handlers';

export const passwordResetHandlers = passwordHandlers;
