import { listsMachine } from '../../machines/lists/lists.machine';
import { describeBehaviour } from './behaviour-case';
import { listsEvents } from './lists-events';
import { listsCases } from './lists.cases';
import { describeModel } from './transition-coverage';

describeModel('listActions', listsMachine, listsEvents, { input: { grant: 'OWNER' } });

describeBehaviour('listActions', listsMachine, listsCases);
