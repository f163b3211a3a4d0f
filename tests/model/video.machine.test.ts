import { videoMachine } from '../../machines/content/video.machine';
import { describeBehaviour } from './behaviour-case';
import { describeModel } from './transition-coverage';
import { videoCases } from './video.cases';
import { videoEvents } from './video-events';

describeModel('video', videoMachine, videoEvents);

describeBehaviour('video', videoMachine, videoCases);
