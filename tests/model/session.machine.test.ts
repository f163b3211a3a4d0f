import { sessionMachine } from '../../machines/session/session.machine';
import { describeBehaviour } from './behaviour-case';
import { sessionCases } from './session.cases';
import { sessionEvents } from './session-events';
import { describeModel } from './transition-coverage';

describeModel('session', sessionMachine, sessionEvents);

describeBehaviour('session', sessionMachine, sessionCases);
