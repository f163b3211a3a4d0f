import { Alert, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectCanDiscard,
  selectCanPublish,
  selectEditorError,
  selectEditorStatus,
  selectHasDraft,
  selectIsBusy,
  selectIsDirty,
  selectPreviewOpen,
} from '../../../machines/content-editor/content-editor.machine';
import { ApiError } from '../../api/api-error';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../shared/i18n';
import type { ContentKind } from '../../domain/content-editor';
import { messages } from '../../domain/messages';
import { provideContentEditor } from './content-editor.effects';
import { contentEditorItemQueryOptions, type ContentEditorItem } from './content-editor.queries';
import { ContentEditorForm } from './components/ContentEditorForm';
import { KindTitle } from './components/KindTitle';

export interface ContentEditorProps {
  readonly client: ShopClient;
  readonly kind: ContentKind;
  readonly item: ContentEditorItem;
}

/** The editor of one item, bound to the content-editor statechart. */
export function ContentEditor({ client, kind, item }: ContentEditorProps) {
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      provideContentEditor({
        client,
        queryClient,
        kind,
        id: item.id,
        generic: i18n._(messages.generic),
      }),
    [client, queryClient, kind, item.id],
  );
  const editor = useActorRef(logic, { input: { hasDraft: item.draft !== null } });
  const status = useSelector(editor, selectEditorStatus);
  const busy = useSelector(editor, selectIsBusy);
  const dirty = useSelector(editor, selectIsDirty);
  const error = useSelector(editor, selectEditorError);
  const canPublish = useSelector(editor, selectCanPublish);
  const canDiscard = useSelector(editor, selectCanDiscard);
  const previewOpen = useSelector(editor, selectPreviewOpen);
  const hasDraft = useSelector(editor, selectHasDraft);
  // The form starts again from the server's version after a discard or a publish.
  const version =
    item.draft?.updatedAt ?? `published ${item.modifiedAt ?? ''} ${item.revisions[0]?.id ?? ''}`;
  return (
    <ContentEditorForm
      key={version}
      kind={kind}
      item={item}
      status={status}
      busy={busy}
      dirty={dirty}
      error={error}
      hasDraft={hasDraft}
      canPublish={canPublish}
      canDiscard={canDiscard}
      previewOpen={previewOpen}
      onChange={() => editor.send({ type: 'draft.changed' })}
      onSave={(draft) => editor.send({ type: 'draft.save', draft })}
      onPublish={() => editor.send({ type: 'draft.publish' })}
      onDiscard={() => editor.send({ type: 'draft.discard' })}
      onPreview={() => editor.send({ type: 'preview.open' })}
      onPreviewClose={() => editor.send({ type: 'preview.closed' })}
    />
  );
}

export interface ContentEditorPageProps {
  readonly kind: ContentKind;
  readonly id: number;
}

/** `/admin/contenuti/{kind}/{id}`: one page, FAQ entry, menu entry or slide in the editor. */
export function ContentEditorPage({ kind, id }: ContentEditorPageProps) {
  const { t } = useLingui();
  const { client } = useRouter().options.context;
  const item = useQuery(contentEditorItemQueryOptions(client, kind, id));
  const refusal = item.error instanceof ApiError ? (item.error.messages.errors[0] ?? null) : null;
  return (
    <Container size="md" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>
            <KindTitle kind={kind} />
            {item.data !== undefined && ` · ${item.data.group}`}
          </Title>
          <Link to="/admin/contenuti" search={{ kind }}>
            <Trans>Tutti i contenuti</Trans>
          </Link>
        </Group>
        {item.isError ? (
          <Alert color="red" role="alert">
            {refusal ?? i18n._(messages.generic)}
          </Alert>
        ) : item.data === undefined ? (
          <Loader aria-label={t`Caricamento`} />
        ) : (
          <ContentEditor key={`${kind}-${id}`} client={client} kind={kind} item={item.data} />
        )}
      </Stack>
    </Container>
  );
}
