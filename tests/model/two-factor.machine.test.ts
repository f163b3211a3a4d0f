import { twoFactorMachine } from '../../machines/account/two-factor.machine';
import { describeBehaviour } from './behaviour-case';
import { twoFactorCases } from './two-factor.cases';
import { twoFactorEvents } from './two-factor-events';
import { describeModel } from './transition-coverage';

describeModel('twoFactor', twoFactorMachine, twoFactorEvents, { significantContext: () => null });

describeBehaviour('twoFactor', twoFactorMachine, twoFactorCases);
