import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VideoDialog } from '../../src/features/content/components/VideoDialog';

const meta = {
  title: 'Content/VideoDialog',
  component: VideoDialog,
  args: {
    video: {
      provider: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
    loading: true,
    onLoaded: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof VideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video link was followed: the dialog is open while its player loads. */
export const Loading: Story = {};
/** The player has loaded: the video plays. */
export const Playing: Story = { args: { loading: false } };
/** A Vimeo video. */
export const Vimeo: Story = {
  args: {
    loading: false,
    video: {
      provider: 'Vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      watchUrl: 'https://vimeo.com/76979871',
    },
  },
};
