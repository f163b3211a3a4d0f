import { passwordResetMachine } from '../../machines/password-reset/password-reset.machine';
import { describeBehaviour } from './behaviour-case';
import { passwordResetCases } from './password-reset.cases';
import { passwordResetEvents } from './password-reset-events';
import { describeModel } from './transition-coverage';

describeModel('passwordReset', passwordResetMachine, passwordResetEvents, {
  significantContext: () => null,
});

describeBehaviour('passwordReset', passwordResetMachine, passwordResetCases);
