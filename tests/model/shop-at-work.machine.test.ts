import { shopAtWorkMachine } from '../../machines/service/shop-at-work.machine';
import { describeBehaviour } from './behaviour-case';
import { shopAtWorkCases } from './shop-at-work.cases';
import { shopAtWorkEvents } from './shop-at-work-events';
import { describeModel } from './transition-coverage';

describeModel('shopAtWork', shopAtWorkMachine, shopAtWorkEvents, {
  significantContext: () => null,
});

describeBehaviour('shopAtWork', shopAtWorkMachine, shopAtWorkCases);
