import { listPickerMachine } from '../../machines/lists/list-picker.machine';
import { describeBehaviour } from './behaviour-case';
import { listPickerCases } from './list-picker.cases';
import { listPickerEvents } from './lists-events';
import { describeModel } from './transition-coverage';

describeModel('listPicker', listPickerMachine, listPickerEvents);

describeBehaviour('listPicker', listPickerMachine, listPickerCases);
