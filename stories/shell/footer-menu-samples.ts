import type { MenuEntry } from '../../src/domain/content-menu';

const entry = (
  ID: number,
  title: string,
  url: string,
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({
  ID,
  title,
  url,
  classes: '',
  target: '',
  attr: '',
  children: [],
  ...extra,
});

/** The footer menu as the content service seeds it (content/menus/footer.json), in short. */
export const FOOTER_MENU: readonly MenuEntry[] = [
  entry(1, 'Spesa online', '/page/chi-siamo', {
    children: [
      entry(2, 'I nostri servizi', '/page/servizi'),
      entry(3, 'Lavora con noi', '/form/2', { classes: 'hide-in-app' }),
    ],
  }),
  entry(4, 'Assistenza', '/faq', {
    children: [entry(5, 'Domande frequenti', '/faq'), entry(6, 'Contatti', '/page/contatti')],
  }),
  entry(
    7,
    "Scarica l'app",
    'https://play.google.com/store/apps/details?id=it.example.spesaonline',
    {
      target: '_blank',
      classes: 'hide-in-app app-store-link',
      attr: "Scarica l'app Spesa online da Google Play",
    },
  ),
];

/** The mobile app's links drawer as the content service seeds it (content/menus/links-drawer.json). */
export const LINKS_DRAWER_MENU: readonly MenuEntry[] = [
  entry(20, 'I nostri servizi', '/page/servizi'),
  entry(21, 'Domande frequenti', '/faq'),
  entry(22, 'Informazioni', '/page/chi-siamo', {
    children: [entry(23, 'Chi siamo', '/page/chi-siamo'), entry(24, 'Contatti', '/page/contatti')],
  }),
];
