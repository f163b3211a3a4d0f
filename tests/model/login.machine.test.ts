import { loginMachine } from '../../machines/login/login.machine';
import { describeBehaviour } from './behaviour-case';
import { loginCases } from './login.cases';
import { loginEvents } from './login-events';
import { describeModel } from './transition-coverage';

describeModel('login', loginMachine, loginEvents);

describeBehaviour('login', loginMachine, loginCases);
