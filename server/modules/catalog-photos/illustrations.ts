/**
 * Product pictures drawn from the Fluent Emoji Flat illustrations (MIT) of the
 * @iconify-json/fluent-emoji-flat package: each is the illustration on a softly tinted rounded
 * square, as a standalone SVG. The set (a few MB) is loaded on the first picture asked for.
 */
import { createHash } from 'node:crypto';

export interface Picture {
  readonly svg: string;
  readonly etag: string;
}

interface IconData {
  readonly body: string;
  readonly width?: number;
  readonly height?: number;
}

interface IconSet {
  readonly icons: Readonly<Record<string, IconData>>;
  readonly aliases?: Readonly<Record<string, { readonly parent: string }>>;
  readonly width?: number;
  readonly height?: number;
}

/** The suffix of the gallery's second picture: the same illustration, closer. */
export const DETAIL_SUFFIX = '-dettaglio';
const DEFAULT_SIZE = 32;

let iconSet: Promise<IconSet> | null = null;

function loadIconSet(): Promise<IconSet> {
  iconSet ??= import('@iconify-json/fluent-emoji-flat').then((module) => module.icons);
  return iconSet;
}

/** A light pastel from the name, so each kind of product keeps its colour. */
function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360}, 70%, 93%)`;
}

function findIcon(set: IconSet, name: string): IconData | undefined {
  const icon = set.icons[name];
  if (icon !== undefined) return icon;
  const alias = set.aliases?.[name];
  // Aliases that flip or rotate their parent are not used by the shop.
  return alias !== undefined && Object.keys(alias).length === 1
    ? set.icons[alias.parent]
    : undefined;
}

function render(name: string, icon: IconData, set: IconSet, detail: boolean): string {
  const width = icon.width ?? set.width ?? DEFAULT_SIZE;
  const height = icon.height ?? set.height ?? DEFAULT_SIZE;
  const side = Math.max(width, height);
  const pad = side / 8;
  const box = side + pad * 2;
  // The detail view enlarges the middle of the illustration by half.
  const placement = detail
    ? `translate(${pad - side / 4} ${pad - side / 4}) scale(1.5)`
    : `translate(${pad + (side - width) / 2} ${pad + (side - height) / 2})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" width="400" height="400">` +
    `<rect width="${box}" height="${box}" rx="${pad}" fill="${tintOf(name)}"/>` +
    `<g transform="${placement}">${icon.body}</g></svg>`
  );
}

const pictures = new Map<string, Picture | null>();

/** The picture for `/photo/<file>`, or null when no illustration has that name. */
export async function pictureFor(file: string): Promise<Picture | null> {
  const known = pictures.get(file);
  if (known !== undefined) return known;
  const base = file.replace(/\.svg$/, '');
  const detail = base.endsWith(DETAIL_SUFFIX);
  const name = detail ? base.slice(0, -DETAIL_SUFFIX.length) : base;
  const set = await loadIconSet();
  const icon = findIcon(set, name);
  let picture: Picture | null = null;
  if (icon !== undefined) {
    const svg = render(name, icon, set, detail);
    picture = {
      svg,
      etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`,
    };
  }
  // Only names of the set are remembered, so unknown names cannot grow the map.
  if (picture !== null) pictures.set(file, picture);
  return picture;
}
