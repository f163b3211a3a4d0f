import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectFieldErrors,
  selectFormErrors,
  selectFormStep,
  selectSuccessHtml,
  selectUploadProgress,
} from '../../../machines/content/content-form.machine';
import { ContentFormView } from './components/ContentFormView';
import { ContentPageView } from './components/ContentPageView';
import { contentClient } from './content-client';
import { contentFormLogic } from './content-form.effects';
import { ContentLinksProvider } from './ContentLinksProvider';
import {
  ContentFormMissing,
  formDefinitionQueryOptions,
  type FormDefinition,
} from './form.queries';

/** A form id of the address: a positive whole number, else none. */
export function formIdOf(param: string): number | null {
  return /^[1-9][0-9]{0,8}$/.test(param) ? Number(param) : null;
}

/** The form's statechart with its effects, and the form it drives. */
function ContentFormFlow({ definition }: { readonly definition: FormDefinition }) {
  // The flow keeps the definition (and its nonces) it started with, as a page of Ninja Forms does.
  const logic = useMemo(() => contentFormLogic(contentClient, definition), [definition]);
  const form = useActorRef(logic);
  return (
    <ContentFormView
      definition={definition}
      step={useSelector(form, selectFormStep)}
      progress={useSelector(form, selectUploadProgress)}
      fieldErrors={useSelector(form, selectFieldErrors)}
      formErrors={useSelector(form, selectFormErrors)}
      successHtml={useSelector(form, selectSuccessHtml)}
      onSubmit={(submission) => form.send({ type: 'form.submitted', submission })}
      onFileChange={(fieldId) => form.send({ type: 'file.changed', fieldId })}
      onRetry={() => form.send({ type: 'form.retry' })}
      onEdit={() => form.send({ type: 'form.edit' })}
    />
  );
}

/** `/form/{formId}`: a form of the content service, or why it cannot be shown. */
export function ContentFormContainer({ formId }: { readonly formId: number | null }) {
  const query = useQuery({
    ...formDefinitionQueryOptions(contentClient, formId ?? 0),
    enabled: formId !== null,
  });
  if (formId === null || query.error instanceof ContentFormMissing) {
    return <ContentPageView state={{ kind: 'missing' }} />;
  }
  if (query.error !== null) return <ContentPageView state={{ kind: 'failed' }} />;
  if (query.data === undefined) return null;
  return (
    <ContentLinksProvider>
      <ContentFormFlow key={query.data.id} definition={query.data} />
    </ContentLinksProvider>
  );
}
