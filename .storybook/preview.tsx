import '../src/app/styles';
import type { Preview } from '@storybook/react-vite';
import { storefrontTexts } from '../src/shared/i18n';
import { StoryProviders } from '../stories/story-providers';

const preview: Preview = {
  decorators: [(Story) => <StoryProviders>{Story()}</StoryProviders>],
  // The storefront's texts load apart from the shell's (src/shared/i18n.ts).
  loaders: [() => storefrontTexts.then(() => ({}))],
  parameters: { layout: 'padded' },
};

export default preview;
