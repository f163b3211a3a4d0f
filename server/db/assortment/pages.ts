/**
 * The pages built from blocks: the Home page (category `home`, outside the tree) and the header
 * and offers of each top category. A slot's `<SLOT>_MODE` and `<SLOT>_TITLE` in template_model
 * match its block, so the storefront can lay out either.
 */
import type { BlockSource, StringMap } from '../schema/catalog';
import type { Top } from './families';

export interface PageBlock {
  slot: string;
  mode: 'productSlider' | 'productGrid' | 'categoryGrid' | 'proposalBanner';
  title: string;
  source: BlockSource;
}

export interface PageProposal {
  slot: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  link: string;
}

const photo = (icon: string) => `/photo/${icon}.svg`;
const categoryLink = (slug: string) => `/catalog/category/${slug}`;

function templateModelOf(blocks: readonly PageBlock[]): StringMap {
  const model: StringMap = {};
  for (const block of blocks) {
    model[`${block.slot}_MODE`] = block.mode;
    model[`${block.slot}_TITLE`] = block.title;
  }
  return model;
}

export function homePage(categories: readonly { id: number; slug: string }[]) {
  const fruit = categories.find((category) => category.slug === 'frutta');
  if (fruit === undefined) throw new Error('The assortment has no "frutta" category');
  const blocks: PageBlock[] = [
    {
      slot: 'HEADER',
      mode: 'proposalBanner',
      title: 'In primo piano',
      source: { kind: 'proposals' },
    },
    {
      slot: 'PROMO',
      mode: 'productSlider',
      title: 'Le offerte della settimana',
      source: { kind: 'promo', limit: 12 },
    },
    {
      slot: 'CATEGORIES',
      mode: 'categoryGrid',
      title: 'I nostri reparti',
      source: { kind: 'topCategories' },
    },
    { slot: 'NEW', mode: 'productSlider', title: 'Novità', source: { kind: 'new', limit: 12 } },
    {
      slot: 'SEASON',
      mode: 'productGrid',
      title: 'Frutta di stagione',
      source: { kind: 'category', categoryId: fruit.id, limit: 8 },
    },
    {
      slot: 'SERVICES',
      mode: 'proposalBanner',
      title: 'I nostri servizi',
      source: { kind: 'proposals' },
    },
  ];
  const proposals: PageProposal[] = [
    {
      slot: 'HEADER',
      name: 'Frutta e verdura di stagione',
      description: 'Raccolta ogni mattina dai nostri produttori.',
      imageUrl: photo('red-apple'),
      link: categoryLink('frutta-e-verdura'),
    },
    {
      slot: 'HEADER',
      name: 'Il meglio dei formaggi italiani',
      description: 'Parmigiano, pecorino, mozzarella di bufala e tanti altri.',
      imageUrl: photo('cheese-wedge'),
      link: categoryLink('formaggi'),
    },
    {
      slot: 'HEADER',
      name: 'Pesce fresco ogni giorno',
      description: 'Dal mare alla tua tavola in 24 ore.',
      imageUrl: photo('fish'),
      link: categoryLink('pesce'),
    },
    {
      slot: 'SERVICES',
      name: 'Ritiro in negozio',
      description: 'Ordina online e ritira quando vuoi, senza code.',
      imageUrl: photo('shopping-bags'),
      link: '/page/servizi#ritiro-in-negozio',
    },
    {
      slot: 'SERVICES',
      // The shop delivers to company addresses only (services 2 and 3), never to homes.
      name: 'Consegna in azienda',
      description: 'Ricevi la spesa in ufficio, nella fascia oraria che preferisci.',
      imageUrl: photo('delivery-truck'),
      link: '/page/servizi#consegna-in-azienda',
    },
    {
      slot: 'SERVICES',
      name: 'Locker',
      description: 'Ritira la spesa nei locker, anche la sera.',
      imageUrl: photo('package'),
      link: '/page/servizi#locker',
    },
  ];
  return { templateModel: templateModelOf(blocks), content: { blocks, proposals } };
}

export function topCategoryPage(top: Top) {
  const blocks = (categoryId: number): PageBlock[] => [
    { slot: 'HEADER', mode: 'proposalBanner', title: top.name, source: { kind: 'proposals' } },
    {
      slot: 'PROMO',
      mode: 'productSlider',
      title: `Offerte ${top.name}`,
      source: { kind: 'promo', categoryId, limit: 12 },
    },
  ];
  return {
    templateModel: templateModelOf(blocks(0)),
    content: (categoryId: number) => ({
      blocks: blocks(categoryId),
      proposals: [
        {
          slot: 'HEADER',
          name: top.name,
          description: top.description,
          imageUrl: photo(top.icon),
          link: categoryLink(top.slug),
        },
      ],
    }),
  };
}
