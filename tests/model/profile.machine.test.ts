import { profileMachine } from '../../machines/account/profile.machine';
import { describeBehaviour } from './behaviour-case';
import { profileCases } from './profile.cases';
import { profileEvents } from './profile-events';
import { describeModel } from './transition-coverage';

describeModel('profile', profileMachine, profileEvents, { significantContext: () => null });

describeBehaviour('profile', profileMachine, profileCases);
