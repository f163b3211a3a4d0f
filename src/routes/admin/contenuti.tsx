import { createFileRoute } from '@tanstack/react-router';
import { isContentKind } from '../../domain/content-kinds';
import { ContentArea } from '../../features/content-editor/ContentArea';

/** 'Contenuti': the content editor's list by kind (`?kind=`), and each item's editor below it. */
export const Route = createFileRoute('/admin/contenuti')({
  validateSearch: (search: Record<string, unknown>) => ({
    kind: isContentKind(search.kind) ? search.kind : 'page',
  }),
  component: ContentArea,
});
