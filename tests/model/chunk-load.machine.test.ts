import { chunkLoadMachine } from '../../machines/chunk-load/chunk-load.machine';
import { describeBehaviour } from './behaviour-case';
import { chunkLoadCases } from './chunk-load.cases';
import { chunkLoadEvents } from './chunk-load-events';
import { describeModel } from './transition-coverage';

describeModel('chunk-load', chunkLoadMachine, chunkLoadEvents);

describeBehaviour('chunk-load', chunkLoadMachine, chunkLoadCases);
