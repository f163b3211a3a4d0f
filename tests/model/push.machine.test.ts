import { pushMachine } from '../../machines/push/push.machine';
import { describeBehaviour } from './behaviour-case';
import { pushCases } from './push.cases';
import { pushEvents, SHOP } from './push-events';
import { describeModel } from './transition-coverage';

describeModel('push', pushMachine, pushEvents, {
  input: { shop: SHOP },
  significantContext: ({ token, notice }) => [token, notice?.path ?? null, notice !== null],
});

describeBehaviour('push', pushMachine, pushCases);
