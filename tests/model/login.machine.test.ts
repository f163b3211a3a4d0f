import { loginMachine } from '../../machines/login.machine';
import { loginEvents } from './login-events';
import { describeModel } from './transition-coverage';

describeModel('login', loginMachine, loginEvents);
