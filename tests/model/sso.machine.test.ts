import { ssoMachine } from '../../machines/staff/sso.machine';
import { describeBehaviour } from './behaviour-case';
import { ssoCases } from './sso.cases';
import { ssoEvents } from './sso-events';
import { describeModel } from './transition-coverage';

describeModel('sso', ssoMachine, ssoEvents, {
  input: { relay: '/admin/clienti' },
  significantContext: () => null,
});

describeBehaviour('sso', ssoMachine, ssoCases);
