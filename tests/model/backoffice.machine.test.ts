import { backofficeMachine } from '../../machines/staff/backoffice.machine';
import { describeBehaviour } from './behaviour-case';
import { backofficeCases } from './backoffice.cases';
import { backofficeEvents } from './backoffice-events';
import { describeModel } from './transition-coverage';

describeModel('backoffice', backofficeMachine, backofficeEvents, {
  significantContext: (context) => ({ acting: context.acting !== null, otp: context.otpAsked }),
});

describeBehaviour('backoffice', backofficeMachine, backofficeCases);
