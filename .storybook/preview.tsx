import '../src/app/styles';
import type { Preview } from '@storybook/react-vite';
import { StoryProviders } from '../stories/story-providers';

const preview: Preview = {
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  parameters: { layout: 'padded' },
};

export default preview;
