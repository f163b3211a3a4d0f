/**
 * `/wp-api-menus/v2/menu-locations/{location}` as the "WP API Menus" plugin (v2) answers it: the
 * entries as a tree, each with the plugin's fields; every entry is a custom link (WordPress's
 * `custom` type) holding the address the editor wrote. An unknown location: an empty array.
 */
import type { FastifyRequest } from 'fastify';
import type { components, operations } from '../../../src/api/content';
import { menuItemsAt, type MenuItem } from './menu-repository';

export type WpMenuItem = components['schemas']['WpMenuItem'];
type Params = operations['contentMenuLocation']['parameters']['path'];

/** The flat entries, in the menu's order, as the plugin's tree (children in that order too). */
export function menuTree(items: readonly MenuItem[]): WpMenuItem[] {
  const byKey = new Map<string, WpMenuItem>();
  for (const item of items) {
    byKey.set(item.itemKey, {
      ID: item.id,
      order: item.menuOrder,
      parent: 0,
      title: item.title,
      url: item.url,
      attr: item.attrTitle,
      target: item.target === '_blank' ? '_blank' : '',
      classes: item.classes,
      xfn: '',
      description: item.description,
      object_id: item.id,
      object: 'custom',
      type: 'custom',
      type_label: 'Link personalizzato',
      children: [],
    });
  }
  const roots: WpMenuItem[] = [];
  for (const item of items) {
    const entry = byKey.get(item.itemKey);
    if (entry === undefined) continue;
    if (item.parentKey === null) {
      roots.push(entry);
      continue;
    }
    // An entry whose parent is gone is left out, as the plugin leaves it out.
    const parent = byKey.get(item.parentKey);
    if (parent === undefined) continue;
    entry.parent = parent.ID;
    parent.children.push(entry);
  }
  return roots;
}

export const menuHandlers = {
  contentMenuLocation: async (request: FastifyRequest<{ Params: Params }>) =>
    menuTree(await menuItemsAt(request.server.database.db, request.params.location)),
};
