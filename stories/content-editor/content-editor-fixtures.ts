/** A page, a FAQ entry and a menu entry as the content editor's API answers them, for stories and tests. */
import type { components } from '../../src/api/ebsn';

type ContentEditorItem = components['schemas']['ContentEditorItem'];

export const SERVIZI_PUBLISHED: ContentEditorItem = {
  kind: 'page',
  id: 6,
  group: 'servizi',
  storefrontPath: '/page/servizi',
  published: {
    title: 'I nostri servizi',
    html: '<h2>Ritiro in negozio</h2><p>Prepariamo la tua spesa e la ritiri quando vuoi.</p>',
    link: '',
  },
  modifiedAt: '2026-09-01T07:00:00.000Z',
  draft: null,
  revisions: [],
};

export const SERVIZI_WITH_DRAFT: ContentEditorItem = {
  ...SERVIZI_PUBLISHED,
  draft: {
    title: 'I nostri servizi rinnovati',
    html: '<h2>Ritiro in negozio</h2><p>Anche la <strong>domenica</strong>.</p>',
    link: '',
    updatedAt: '2026-11-20T09:30:00.000Z',
    staffName: 'Paola Gallo',
  },
  revisions: [
    {
      id: 3,
      title: 'I nostri servizi',
      publishedAt: '2026-11-02T10:00:00.000Z',
      staffName: 'Paola Gallo',
    },
  ],
};

export const FOOTER_ENTRY: ContentEditorItem = {
  kind: 'menu',
  id: 21,
  group: 'footer',
  storefrontPath: '/',
  published: { title: 'Domande frequenti', html: '', link: '/faq' },
  modifiedAt: null,
  draft: null,
  revisions: [],
};

export const CONTENT_LIST = [
  {
    id: 6,
    title: 'I nostri servizi',
    group: 'servizi',
    modifiedAt: '2026-09-01T07:00:00.000Z',
    hasDraft: true,
    draftUpdatedAt: '2026-11-20T09:30:00.000Z',
  },
  {
    id: 7,
    title: 'Chi siamo',
    group: 'chi-siamo',
    modifiedAt: '2026-09-01T07:00:00.000Z',
    hasDraft: false,
    draftUpdatedAt: null,
  },
];
