import { Alert, Container } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { i18n } from '../../app/i18n';
import { contentEditorMessages, isContentKind } from '../../domain/content-editor';
import { ContentEditorPage } from './ContentEditorPage';

/** `/admin/contenuti/{kind}/{id}`: the editor, or 'Contenuto non trovato.' for a wrong address. */
export function ContentEditorRoute() {
  const params = useParams({ from: '/admin/contenuti/$kind/$id' });
  const id = Number(params.id);
  if (!isContentKind(params.kind) || !Number.isInteger(id) || id < 1) {
    return (
      <Container size="md" py="md">
        <Alert color="red" role="alert">
          {i18n._(contentEditorMessages.itemNotFound)}
        </Alert>
      </Container>
    );
  }
  return <ContentEditorPage kind={params.kind} id={id} />;
}
