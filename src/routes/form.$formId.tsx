import { createFileRoute } from '@tanstack/react-router';
import {
  ContentFormContainer,
  contentClient,
  formDefinitionQueryOptions,
  formIdOf,
} from '../features/content';

/** `/form/{formId}` (shopping-flow.md §2): a form of the content service (contacts, jobs). */
export const Route = createFileRoute('/form/$formId')({
  loader: ({ context, params }) => {
    const formId = formIdOf(params.formId);
    return formId === null
      ? undefined
      : context.queryClient.prefetchQuery(formDefinitionQueryOptions(contentClient, formId));
  },
  component: ContentFormRoute,
});

function ContentFormRoute() {
  return <ContentFormContainer formId={formIdOf(Route.useParams().formId)} />;
}
