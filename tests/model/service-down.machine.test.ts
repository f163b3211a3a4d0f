import { serviceDownMachine } from '../../machines/service-down/service-down.machine';
import { describeBehaviour } from './behaviour-case';
import { serviceDownCases } from './service-down.cases';
import { RETURN_PATH, serviceDownEvents } from './service-down-events';
import { describeModel } from './transition-coverage';

describeModel('service-down', serviceDownMachine, serviceDownEvents, {
  significantContext: () => null,
  input: { returnPath: RETURN_PATH },
});

describeBehaviour('service-down', serviceDownMachine, serviceDownCases);
