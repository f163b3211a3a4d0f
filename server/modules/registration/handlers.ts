/**
 * Maps the registration tag's own operationIds to their handlers: the form, its confirmation link
 * and a new one. The tag's disclaimer list is the consent module's, its password calls the
 * password-reset module's.
 */
import { registrationFormHandlers } from './registration-handlers';

export const registrationHandlers = registrationFormHandlers;
