/**
 * The content editor's reads and writes: the published version of an item is the row the content
 * service serves (content_pages, content_faq, content_menu_items, content_slides); its draft and
 * its revisions live in content_drafts and content_revisions. Publishing writes the draft into
 * the served row, keeps a revision and drops the draft in one transaction.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contentDrafts,
  contentFaq,
  contentMenuItems,
  contentPages,
  contentRevisions,
  contentSliders,
  contentSlides,
} from '../../db/schema';
import type { ContentKind } from '../../../src/domain/content-editor';

/** An item as the shop serves it. */
export interface LiveItem {
  readonly id: number;
  readonly title: string;
  readonly html: string;
  readonly link: string;
  /** The page's slug, the FAQ's section, the menu's location, the slider's name. */
  readonly group: string;
  readonly storefrontPath: string;
  readonly modifiedAt: Date | null;
}

export interface Version {
  readonly title: string;
  readonly html: string;
  readonly link: string;
}

export interface Editor {
  readonly staffUserId: number;
  readonly staffName: string;
}

export type Draft = typeof contentDrafts.$inferSelect;
export type Revision = typeof contentRevisions.$inferSelect;

/** The live items of `kind` (only `id` when given), in the order the shop shows them. */
async function liveItems(db: Db, kind: ContentKind, id?: number): Promise<LiveItem[]> {
  switch (kind) {
    case 'page': {
      const rows = await db
        .select()
        .from(contentPages)
        .where(id === undefined ? undefined : eq(contentPages.id, id))
        .orderBy(asc(contentPages.menuOrder), asc(contentPages.title), asc(contentPages.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        html: row.contentHtml,
        link: '',
        group: row.slug,
        storefrontPath: `/page/${row.slug}`,
        modifiedAt: row.modifiedAt,
      }));
    }
    case 'faq': {
      const rows = await db
        .select()
        .from(contentFaq)
        .where(id === undefined ? undefined : eq(contentFaq.id, id))
        .orderBy(asc(contentFaq.sectionOrder), asc(contentFaq.menuOrder), asc(contentFaq.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.question,
        html: row.answerHtml,
        link: '',
        group: row.sectionName,
        storefrontPath: `/faq#${row.slug}`,
        modifiedAt: row.modifiedAt,
      }));
    }
    case 'menu': {
      const rows = await db
        .select()
        .from(contentMenuItems)
        .where(id === undefined ? undefined : eq(contentMenuItems.id, id))
        .orderBy(asc(contentMenuItems.location), asc(contentMenuItems.menuOrder));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        html: '',
        link: row.url,
        group: row.location,
        storefrontPath: '/',
        modifiedAt: null,
      }));
    }
    case 'slide': {
      const rows = await db
        .select({ slide: contentSlides, sliderName: contentSliders.name })
        .from(contentSlides)
        .innerJoin(contentSliders, eq(contentSliders.id, contentSlides.sliderId))
        .where(id === undefined ? undefined : eq(contentSlides.id, id))
        .orderBy(asc(contentSliders.id), asc(contentSlides.menuOrder));
      return rows.map(({ slide, sliderName }) => ({
        id: slide.id,
        title: slide.title,
        html: '',
        link: slide.linkUrl,
        group: sliderName,
        storefrontPath: '/',
        modifiedAt: slide.modifiedAt,
      }));
    }
  }
}

/** Writes `version` into the row the shop serves. */
async function writeLive(tx: Db, kind: ContentKind, id: number, version: Version): Promise<void> {
  const now = sql`now()`;
  switch (kind) {
    case 'page':
      await tx
        .update(contentPages)
        .set({ title: version.title, contentHtml: version.html, modifiedAt: now })
        .where(eq(contentPages.id, id));
      break;
    case 'faq':
      await tx
        .update(contentFaq)
        .set({ question: version.title, answerHtml: version.html, modifiedAt: now })
        .where(eq(contentFaq.id, id));
      break;
    case 'menu':
      await tx
        .update(contentMenuItems)
        .set({ title: version.title, url: version.link })
        .where(eq(contentMenuItems.id, id));
      break;
    case 'slide':
      await tx
        .update(contentSlides)
        .set({ title: version.title, linkUrl: version.link, modifiedAt: now })
        .where(eq(contentSlides.id, id));
      break;
  }
}

export interface ListedItem extends LiveItem {
  readonly draftUpdatedAt: Date | null;
}

/** Every item of `kind`, with when its draft was last saved (null: no draft). */
export async function listItems(db: Db, kind: ContentKind): Promise<ListedItem[]> {
  const [items, drafts] = await Promise.all([
    liveItems(db, kind),
    db
      .select({ itemId: contentDrafts.itemId, updatedAt: contentDrafts.updatedAt })
      .from(contentDrafts)
      .where(eq(contentDrafts.kind, kind)),
  ]);
  const draftAt = new Map(drafts.map((draft) => [draft.itemId, draft.updatedAt]));
  return items.map((item) => ({ ...item, draftUpdatedAt: draftAt.get(item.id) ?? null }));
}

export interface ItemDetail {
  readonly live: LiveItem;
  readonly draft: Draft | null;
  readonly revisions: Revision[];
}

const REVISIONS_SHOWN = 20;

/** One item with its draft and its latest revisions; null when there is no such item. */
export async function itemDetail(
  db: Db,
  kind: ContentKind,
  id: number,
): Promise<ItemDetail | null> {
  const [[live], [draft], revisions] = await Promise.all([
    liveItems(db, kind, id),
    db
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemId, id))),
    db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, id)))
      .orderBy(desc(contentRevisions.publishedAt), desc(contentRevisions.id))
      .limit(REVISIONS_SHOWN),
  ]);
  if (live === undefined) return null;
  return { live, draft: draft ?? null, revisions };
}

/** Replaces the item's draft; false when there is no such item. */
export async function saveDraft(
  db: Db,
  kind: ContentKind,
  id: number,
  version: Version,
  editor: Editor,
): Promise<boolean> {
  const [live] = await liveItems(db, kind, id);
  if (live === undefined) return false;
  const values = { ...version, ...editor, updatedAt: sql`now()` };
  await db
    .insert(contentDrafts)
    .values({ kind, itemId: id, ...values })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.itemId], set: values });
  return true;
}

/** Publishes the item's draft: 'published', or why not. */
export async function publishDraft(
  db: Db,
  kind: ContentKind,
  id: number,
  editor: Editor,
): Promise<'published' | 'no-draft' | 'not-found'> {
  return db.transaction(async (tx) => {
    const [live] = await liveItems(tx, kind, id);
    if (live === undefined) return 'not-found';
    // Taking the draft away first: two publishes at once cannot both write it.
    const [draft] = await tx
      .delete(contentDrafts)
      .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemId, id)))
      .returning();
    if (draft === undefined) return 'no-draft';
    const version = { title: draft.title, html: draft.html, link: draft.link };
    await writeLive(tx, kind, id, version);
    await tx.insert(contentRevisions).values({ kind, itemId: id, ...version, ...editor });
    return 'published';
  });
}

/** Drops the item's draft (none: nothing to do). */
export async function discardDraft(db: Db, kind: ContentKind, id: number): Promise<void> {
  await db
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.itemId, id)));
}
