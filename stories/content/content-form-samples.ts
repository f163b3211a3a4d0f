/** Forms as `get_mail_pars` answers them for the seeded contact and job forms (in short). */
import type { components } from '../../src/api/content';

type FormDefinition = components['schemas']['NfFormDefinition'];
type FormField = components['schemas']['NfFormField'];

const field = (
  id: number,
  key: string,
  type: FormField['type'],
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  key,
  type,
  label,
  required: false,
  placeholder: '',
  help_text: '',
  ...extra,
});

const nonce = { security: 'nonce-di-prova', nonce_ts: 1_795_000_000, nonce_expiry: 1_795_043_200 };

export const CONTACT_FORM: FormDefinition = {
  id: 1,
  settings: {
    title: 'Contattaci',
    success_msg: '<p>Grazie, abbiamo ricevuto il tuo messaggio.</p>',
  },
  fields: [
    field(1, 'nome', 'textbox', 'Nome e cognome', { required: true, input_limit: 100 }),
    field(2, 'email', 'email', 'E-mail', { required: true, input_limit: 254 }),
    field(3, 'telefono', 'phone', 'Telefono', {
      input_limit: 20,
      help_text: 'Facoltativo: ti richiamiamo se serve.',
    }),
    field(4, 'argomento', 'listselect', 'Argomento', {
      required: true,
      options: [
        { label: 'Ordini', value: 'ordini' },
        { label: 'Consegna e ritiro', value: 'consegna-e-ritiro' },
        { label: 'Altro', value: 'altro' },
      ],
    }),
    field(5, 'messaggio', 'textarea', 'Messaggio', { required: true, input_limit: 2000 }),
    field(6, 'privacy', 'checkbox', "Ho letto l'informativa sulla privacy", {
      required: true,
      label_html: 'Ho letto l\'<a href="/page/informativa-privacy">informativa sulla privacy</a>',
    }),
    field(7, 'invia', 'submit', 'Invia il messaggio'),
  ],
  ...nonce,
};

export const JOB_FORM: FormDefinition = {
  id: 2,
  settings: {
    title: 'Lavora con noi',
    success_msg: '<p>Grazie per la tua candidatura.</p>',
  },
  fields: [
    field(11, 'nome', 'textbox', 'Nome', { required: true, input_limit: 50 }),
    field(13, 'email', 'email', 'E-mail', { required: true }),
    field(17, 'cv', 'file_upload', 'Curriculum vitae', {
      required: true,
      upload_types: '.pdf,.docx',
      upload_mime_types: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      max_file_size: 5,
      max_file_size_bytes: 5 * 1024 * 1024,
      uploadNonce: 'nonce-del-file',
      uploadNonceExpiry: 1_795_043_200,
    }),
    field(18, 'privacy', 'checkbox', "Ho letto l'informativa sulla privacy", { required: true }),
    field(19, 'invia', 'submit', 'Invia la candidatura'),
  ],
  ...nonce,
};
