/**
 * The content service's refusals in WordPress's REST shape (`{ code, message, data: { status } }`),
 * with Italian messages, so an app written for WordPress reads ours the same way.
 */
export class WpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly params?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'WpError';
  }

  /** The reply body. */
  toBody() {
    return {
      code: this.code,
      message: this.message,
      data: {
        status: this.statusCode,
        ...(this.params === undefined ? {} : { params: this.params }),
      },
    };
  }
}

export const noRoute = () =>
  new WpError(404, 'rest_no_route', "Nessun percorso corrisponde all'URL e al metodo richiesto.");

export const invalidPostId = () =>
  new WpError(404, 'rest_post_invalid_id', 'ID articolo non valido.');

export const pageNumberTooLarge = () =>
  new WpError(
    400,
    'rest_post_invalid_page_number',
    'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
  );

/** A request the contract refuses, each wrong parameter named with its reason. */
export function invalidParams(params: Readonly<Record<string, string>>): WpError {
  return new WpError(
    400,
    'rest_invalid_param',
    `Parametro(i) non valido(i): ${Object.keys(params).join(', ')}`,
    params,
  );
}

export const searchPageNumberTooLarge = () =>
  new WpError(
    400,
    'rest_search_invalid_page_number',
    'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
  );

export const invalidSliderId = () =>
  new WpError(404, 'rest_slider_invalid_id', 'ID slider non valido.');
