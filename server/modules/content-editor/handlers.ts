/**
 * The staff's content editor (issue 16 "The content editor"): editors list the content
 * service's pages, FAQ, menu entries and slides, save drafts (sanitised HTML), publish them (the
 * content service answers the new version at once: it keeps no cache of its own) and discard
 * them. Every call needs a staff session with the role `editor`.
 */
import * as v from 'valibot';
import {
  contentDraftSchemaOf,
  contentEditorMessages,
  findContentEditorMessage,
  kindHasHtml,
  kindHasLink,
  type ContentKind,
} from '../../../src/domain/content-editor';
import { messages } from '../../../src/domain/messages';
import { STAFF_ROLES } from '../../../src/domain/staff';
import type { Db } from '../../db/client';
import type { OperationHandler, OperationRequest, Schemas } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser } from '../../plugins/session';
import { requireStaff } from '../staff/access';
import type { LiveStaffSession } from '../staff/session-repository';
import {
  discardDraft,
  itemDetail,
  listItems,
  publishDraft,
  saveDraft,
  type Editor,
} from './repository';
import { sanitizeContentHtml } from './sanitize';

type Item = Schemas['ContentEditorItem'];

const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

function editorOf(staff: LiveStaffSession): Editor {
  return { staffUserId: staff.staff.id, staffName: staff.staff.displayName };
}

async function itemView(db: Db, kind: ContentKind, id: number): Promise<Item> {
  const detail = await itemDetail(db, kind, id);
  if (detail === null) throw new ApiError(404, [contentEditorMessages.itemNotFound.message]);
  const { live, draft, revisions } = detail;
  return {
    kind,
    id: live.id,
    group: live.group,
    storefrontPath: live.storefrontPath,
    published: { title: live.title, html: live.html, link: live.link },
    modifiedAt: isoOrNull(live.modifiedAt),
    draft:
      draft === null
        ? null
        : {
            title: draft.title,
            html: draft.html,
            link: draft.link,
            updatedAt: draft.updatedAt.toISOString(),
            staffName: draft.staffName,
          },
    revisions: revisions.map((revision) => ({
      id: revision.id,
      title: revision.title,
      publishedAt: revision.publishedAt.toISOString(),
      staffName: revision.staffName,
    })),
  };
}

const contentEditorList: OperationHandler<'contentEditorList'> = async (request) => {
  requireStaff(request, [STAFF_ROLES.editor]);
  const { kind } = request.query;
  const rows = await listItems(request.server.database.db, kind);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    group: row.group,
    modifiedAt: isoOrNull(row.modifiedAt),
    hasDraft: row.draftUpdatedAt !== null,
    draftUpdatedAt: isoOrNull(row.draftUpdatedAt),
  }));
  return ok({ kind, items }, envelopeUser(request));
};

const contentEditorItem: OperationHandler<'contentEditorItem'> = async (request) => {
  requireStaff(request, [STAFF_ROLES.editor]);
  const { kind, id } = request.query;
  return ok(await itemView(request.server.database.db, kind, id), envelopeUser(request));
};

/** The draft of the request, checked with the form's rules and its HTML sanitised. */
function checkedDraft(request: OperationRequest<'contentEditorSaveDraft'>) {
  const { kind, title, html = '', link = '' } = request.body;
  const checked = v.safeParse(contentDraftSchemaOf(kind), { title, html, link });
  if (!checked.success) {
    const id = checked.issues[0].message;
    throw new ApiError(400, [findContentEditorMessage(id)?.message ?? messages.badRequest.message]);
  }
  return {
    title: checked.output.title,
    html: kindHasHtml(kind) ? sanitizeContentHtml(checked.output.html) : '',
    link: kindHasLink(kind) ? checked.output.link : '',
  };
}

const contentEditorSaveDraft: OperationHandler<'contentEditorSaveDraft'> = async (request) => {
  const staff = requireStaff(request, [STAFF_ROLES.editor]);
  const { kind, id } = request.body;
  const version = checkedDraft(request);
  const { db } = request.server.database;
  if (!(await saveDraft(db, kind, id, version, editorOf(staff)))) {
    throw new ApiError(404, [contentEditorMessages.itemNotFound.message]);
  }
  return ok(await itemView(db, kind, id), envelopeUser(request));
};

const contentEditorPublish: OperationHandler<'contentEditorPublish'> = async (request) => {
  const staff = requireStaff(request, [STAFF_ROLES.editor]);
  const { kind, id } = request.body;
  const { db } = request.server.database;
  const outcome = await publishDraft(db, kind, id, editorOf(staff));
  if (outcome === 'not-found') {
    throw new ApiError(404, [contentEditorMessages.itemNotFound.message]);
  }
  if (outcome === 'no-draft') throw new ApiError(400, [contentEditorMessages.noDraft.message]);
  request.log.info({ kind, id, staffUserId: staff.staff.id }, 'content published');
  return ok(await itemView(db, kind, id), envelopeUser(request));
};

const contentEditorDiscardDraft: OperationHandler<'contentEditorDiscardDraft'> = async (
  request,
) => {
  requireStaff(request, [STAFF_ROLES.editor]);
  const { kind, id } = request.body;
  const { db } = request.server.database;
  const view = await itemView(db, kind, id);
  await discardDraft(db, kind, id);
  return ok({ ...view, draft: null }, envelopeUser(request));
};

export const contentEditorHandlers = {
  contentEditorList,
  contentEditorItem,
  contentEditorSaveDraft,
  contentEditorPublish,
  contentEditorDiscardDraft,
};
