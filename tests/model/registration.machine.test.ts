import { registrationMachine } from '../../machines/registration/registration.machine';
import { describeBehaviour } from './behaviour-case';
import { registrationCases } from './registration.cases';
import { registrationEvents } from './registration-events';
import { describeModel } from './transition-coverage';

describeModel('registration', registrationMachine, registrationEvents, {
  significantContext: ({ email }) => email !== '',
});

describeBehaviour('registration', registrationMachine, registrationCases);
