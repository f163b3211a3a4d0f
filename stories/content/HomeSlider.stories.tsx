import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomeSlider, type HomeSlide } from '../../src/features/content/components/HomeSlider';

/** Slides as the content service's seed has them (content/slides/home.json). */
export const homeSlides: readonly HomeSlide[] = [
  {
    id: 1,
    title: 'Frutta e verdura di stagione',
    image: '/photo/red-apple.svg',
    alt: 'Mele rosse appena raccolte',
    link: '/catalog/category/frutta-e-verdura',
  },
  {
    id: 3,
    title: 'Ritira la spesa al locker, anche la sera',
    image: '/photo/package.svg',
    alt: 'Un pacco pronto al ritiro nel locker',
    link: '/page/servizi#locker',
  },
  {
    id: 6,
    title: 'Guarda come funziona Spesa online',
    image: '/photo/television.svg',
    alt: 'Un televisore che mostra il video di presentazione',
    link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  {
    id: 8,
    title: 'Le ricette della nonna, sul blog dei nostri amici',
    image: '/photo/cheese-wedge.svg',
    alt: 'Uno spicchio di formaggio stagionato',
    link: 'https://www.example.org/ricette',
  },
];

const meta = {
  title: 'Content/HomeSlider',
  component: HomeSlider,
  args: { slides: homeSlides },
  // What follows the slider on Home, to see that nothing is left between when it shows nothing.
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>I reparti in evidenza della home</p>
      </>
    ),
  ],
} satisfies Meta<typeof HomeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slides of the day: one at a time, with previous and next. */
export const Slides: Story = {};
/** A single slide: no buttons to turn it. */
export const OneSlide: Story = { args: { slides: homeSlides.slice(0, 1) } };
/** The slides are loading: the slider's room is kept, with nothing to read. */
export const Loading: Story = { args: { slides: undefined } };
/** No slide for this day and service: nothing is shown, no empty box. */
export const NoSlides: Story = { args: { slides: [] } };
/** The content service failed: nothing is shown. */
export const Failed: Story = { args: { slides: null } };
