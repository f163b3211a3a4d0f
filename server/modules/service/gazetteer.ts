/**
 * The shop's gazetteer of Lombardy: the towns an address check can confirm, with province,
 * postal codes and the coordinates of the town centre. It holds every served province's main
 * towns and, so that "not covered" has something to answer, towns of the provinces the shop does
 * not serve (VA, PV, CR, MN, LO). A town missing here is "not validated", not refused.
 */

export interface Municipality {
  readonly name: string;
  readonly province: string;
  /** The first postal code of the town; towns with several codes also give the last. */
  readonly postalCode: string;
  readonly lastPostalCode?: string;
  readonly latitude: number;
  readonly longitude: number;
}

type Row = readonly [
  name: string,
  province: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  lastPostalCode?: string,
];

/** The first town of each province is its capital. */
const ROWS: readonly Row[] = [
  ['Milano', 'MI', '20121', 45.4642, 9.19, '20162'],
  ['Sesto San Giovanni', 'MI', '20099', 45.5343, 9.2307],
  ['Cinisello Balsamo', 'MI', '20092', 45.5581, 9.2148],
  ['Cologno Monzese', 'MI', '20093', 45.5286, 9.2783],
  ['Rho', 'MI', '20017', 45.5286, 9.0402],
  ['Pero', 'MI', '20016', 45.51, 9.087],
  ['Legnano', 'MI', '20025', 45.5955, 8.9145],
  ['San Donato Milanese', 'MI', '20097', 45.4167, 9.2667],
  ['Segrate', 'MI', '20054', 45.4897, 9.2953],
  ['Assago', 'MI', '20057', 45.406, 9.127],
  ['Corsico', 'MI', '20094', 45.431, 9.111],
  ['Bollate', 'MI', '20021', 45.5466, 9.1183],
  ['Abbiategrasso', 'MI', '20081', 45.3983, 8.9183],
  ['Magenta', 'MI', '20013', 45.4652, 8.884],
  ['Monza', 'MB', '20900', 45.5845, 9.2744],
  ['Desio', 'MB', '20832', 45.6186, 9.2047],
  ['Lissone', 'MB', '20851', 45.6133, 9.2403],
  ['Seregno', 'MB', '20831', 45.65, 9.2],
  ['Vimercate', 'MB', '20871', 45.6153, 9.3686],
  ['Brugherio', 'MB', '20861', 45.551, 9.301],
  ['Cesano Maderno', 'MB', '20811', 45.63, 9.15],
  ['Giussano', 'MB', '20833', 45.695, 9.209],
  ['Como', 'CO', '22100', 45.8081, 9.0852],
  ['Cantù', 'CO', '22063', 45.7386, 9.1303],
  ['Erba', 'CO', '22036', 45.811, 9.227],
  ['Mariano Comense', 'CO', '22066', 45.696, 9.181],
  ['Olgiate Comasco', 'CO', '22077', 45.785, 8.968],
  ['Menaggio', 'CO', '22017', 46.021, 9.238],
  ['Lecco', 'LC', '23900', 45.8566, 9.3977],
  ['Merate', 'LC', '23807', 45.698, 9.419],
  ['Calolziocorte', 'LC', '23801', 45.801, 9.429],
  ['Casatenovo', 'LC', '23880', 45.697, 9.312],
  ['Oggiono', 'LC', '23848', 45.79, 9.344],
  ['Sondrio', 'SO', '23100', 46.1699, 9.8782],
  ['Morbegno', 'SO', '23017', 46.136, 9.57],
  ['Chiavenna', 'SO', '23022', 46.32, 9.4],
  ['Tirano', 'SO', '23037', 46.215, 10.169],
  ['Bormio', 'SO', '23032', 46.466, 10.37],
  ['Livigno', 'SO', '23041', 46.538, 10.135],
  ['Bergamo', 'BG', '24121', 45.6983, 9.6773, '24129'],
  ['Treviglio', 'BG', '24047', 45.521, 9.593],
  ['Seriate', 'BG', '24068', 45.685, 9.725],
  ['Dalmine', 'BG', '24044', 45.65, 9.6],
  ['Stezzano', 'BG', '24040', 45.649, 9.653],
  ['Romano di Lombardia', 'BG', '24058', 45.522, 9.753],
  ['Albino', 'BG', '24021', 45.76, 9.797],
  ['Caravaggio', 'BG', '24043', 45.498, 9.643],
  ['Brescia', 'BS', '25121', 45.5416, 10.2118, '25136'],
  ['Desenzano del Garda', 'BS', '25015', 45.471, 10.537],
  ['Montichiari', 'BS', '25018', 45.416, 10.391],
  ['Lumezzane', 'BS', '25065', 45.648, 10.264],
  ["Palazzolo sull'Oglio", 'BS', '25036', 45.598, 9.887],
  ['Rovato', 'BS', '25038', 45.564, 9.999],
  ['Chiari', 'BS', '25032', 45.537, 9.929],
  ['Roncadelle', 'BS', '25030', 45.527, 10.156],
  ['Salò', 'BS', '25087', 45.607, 10.521],
  // Lombardy outside the served provinces.
  ['Varese', 'VA', '21100', 45.8206, 8.8251],
  ['Busto Arsizio', 'VA', '21052', 45.612, 8.851],
  ['Gallarate', 'VA', '21013', 45.66, 8.792],
  ['Pavia', 'PV', '27100', 45.1847, 9.1582],
  ['Vigevano', 'PV', '27029', 45.317, 8.858],
  ['Voghera', 'PV', '27058', 44.992, 9.009],
  ['Cremona', 'CR', '26100', 45.1332, 10.0227],
  ['Crema', 'CR', '26013', 45.363, 9.686],
  ['Mantova', 'MN', '46100', 45.1564, 10.7914],
  ['Lodi', 'LO', '26900', 45.3146, 9.5036],
  ['Codogno', 'LO', '26845', 45.16, 9.705],
];

export const MUNICIPALITIES: readonly Municipality[] = ROWS.map(
  ([name, province, postalCode, latitude, longitude, lastPostalCode]) => ({
    name,
    province,
    postalCode,
    latitude,
    longitude,
    ...(lastPostalCode === undefined ? {} : { lastPostalCode }),
  }),
);

/** Case, accents, apostrophes and spacing do not matter: 'cantu' finds Cantù. */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const byKey = new Map(MUNICIPALITIES.map((town) => [placeKey(town.name), town]));

export function findMunicipality(city: string): Municipality | undefined {
  return byKey.get(placeKey(city));
}

/** The capital of a province (the first town listed for it). */
export function provinceCapital(province: string): Municipality | undefined {
  return MUNICIPALITIES.find((town) => town.province === province.toUpperCase());
}
