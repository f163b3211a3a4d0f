import { addAllMachine } from '../../machines/lists/add-all.machine';
import { addAllCases } from './add-all.cases';
import { describeBehaviour } from './behaviour-case';
import { addAllEvents } from './lists-events';
import { describeModel } from './transition-coverage';

describeModel('addAll', addAllMachine, addAllEvents);

describeBehaviour('addAll', addAllMachine, addAllCases);
