/**
 * The content service's forms (account-and-platform.md §7: `get_mail_pars`, and admin-ajax.php's
 * `nf_ajax_submit` and `nf_fu_upload` in Ninja Forms' shapes).
 */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../api/content';
import type { ContentClient } from '../../api/client';

export type FormDefinition = components['schemas']['NfFormDefinition'];
export type FormField = components['schemas']['NfFormField'];
export type SubmitReply = components['schemas']['NfSubmitReply'];
export type UploadReply = components['schemas']['NfUploadReply'];

/** WordPress's admin-ajax.php under the content service's prefix. */
export const ADMIN_AJAX_PATH = '/p/wp-admin/admin-ajax.php';

/** The form does not exist (the content service answered 404). */
export class ContentFormMissing extends Error {
  constructor() {
    super('content form not found');
    this.name = 'ContentFormMissing';
  }
}

/**
 * The form `formId` with its nonces. Its submission nonce lasts hours, so a definition read a
 * few minutes ago is still good; one kept past that is refreshed by the submission's reply.
 */
export const formDefinitionQueryOptions = (client: ContentClient, formId: number) =>
  queryOptions({
    queryKey: ['content', 'form', formId],
    queryFn: async (): Promise<FormDefinition> => {
      const { data, error, response } = await client.GET('/p/wp-json/wp/v2/get_mail_pars', {
        params: { query: { form_id: formId } },
      });
      if (response.status === 404) throw new ContentFormMissing();
      if (error !== undefined || data === undefined) throw new Error('content service failed');
      return data;
    },
    staleTime: 10 * 60_000,
    retry: (failures, error) => !(error instanceof ContentFormMissing) && failures < 2,
  });
