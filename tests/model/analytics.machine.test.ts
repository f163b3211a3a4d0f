import { analyticsMachine } from '../../machines/analytics/analytics.machine';
import { analyticsCases } from './analytics.cases';
import { analyticsEvents } from './analytics-events';
import { describeBehaviour } from './behaviour-case';
import { describeModel } from './transition-coverage';

describeModel('analytics', analyticsMachine, analyticsEvents, {
  input: { containerId: 'GTM-AB12CD3' },
});

describeBehaviour('analytics', analyticsMachine, analyticsCases);
