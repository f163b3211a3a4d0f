import { deepLinkMachine } from '../../machines/deep-link/deep-link.machine';
import { describeBehaviour } from './behaviour-case';
import { deepLinkCases } from './deep-link.cases';
import { deepLinkEvents, SHOP } from './deep-link-events';
import { describeModel } from './transition-coverage';

describeModel('deep-link', deepLinkMachine, deepLinkEvents, {
  significantContext: (context) => context.pending,
  input: { shop: SHOP },
});

describeBehaviour('deep-link', deepLinkMachine, deepLinkCases);
