import { socialLoginMachine } from '../../machines/social-login/social-login.machine';
import { describeBehaviour } from './behaviour-case';
import { socialLoginCases } from './social-login.cases';
import { socialLoginEvents } from './social-login-events';
import { describeModel } from './transition-coverage';

describeModel('social-login', socialLoginMachine, socialLoginEvents, {
  significantContext: (context) => [context.reason, context.errors.length > 0],
});

describeBehaviour('social-login', socialLoginMachine, socialLoginCases);
