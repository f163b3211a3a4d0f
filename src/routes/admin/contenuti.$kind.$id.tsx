import { createFileRoute } from '@tanstack/react-router';
import { ContentEditorRoute } from '../../features/content-editor/ContentEditorRoute';

/** One page, FAQ entry, menu entry or slide in the content editor. */
export const Route = createFileRoute('/admin/contenuti/$kind/$id')({
  component: ContentEditorRoute,
});
