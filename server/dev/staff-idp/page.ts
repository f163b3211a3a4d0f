/**
 * The test identity provider's pages: small Italian HTML under the shop's CSP (inline styles, a
 * script only from the same origin, forms to the same origin).
 */
import { escapeHtml } from '../../http/escape-html';
import { ROLE_LABELS, TEST_STAFF_PEOPLE } from './people';

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #eef2f7; color: #1f2933; margin: 0; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: 8px;
    padding: 1.5rem; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
  h1 { font-size: 1.3rem; margin: 0 0 0.5rem; }
  .note { font-size: 0.9rem; color: #52606d; background: #fff8e1; border-radius: 6px; padding: 0.5rem 0.75rem; }
  fieldset { border: none; padding: 0; margin: 1rem 0; }
  label { display: block; padding: 0.5rem; border: 1px solid #cbd2d9; border-radius: 6px; margin-bottom: 0.5rem; }
  button { width: 100%; padding: 0.7rem; font-size: 1rem; border-radius: 4px; border: none;
    background: #1d4ed8; color: #fff; cursor: pointer; }
`;

export function page(title: string, body: string, script = false): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${script ? '<script src="/test-idp/autopost.js" defer></script>' : ''}
</head>
<body><main>${body}</main></body>
</html>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function signOnPage(requestId: string, relayState: string | undefined): string {
  const people = TEST_STAFF_PEOPLE.map((person, index) => {
    const roles =
      person.roles.map((role) => ROLE_LABELS[role] ?? role).join(', ') || 'nessun ruolo';
    return `<label><input type="radio" name="person" value="${escapeHtml(person.username)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(person.displayName)} <small>(${escapeHtml(roles)})</small></label>`;
  }).join('');
  return page(
    "Fornitore d'identità di prova",
    `<h1>Fornitore d'identità di prova</h1>
<p class="note">Questo fornitore d'identità serve solo per provare il negozio: firma le risposte SAML con una chiave generata al primo avvio. In produzione si configura il fornitore dell'azienda (SAML_IDP_METADATA).</p>
<form method="post" action="/test-idp/sso">
<fieldset><legend>Accedi come</legend>${people}</fieldset>
${hidden('requestId', requestId)}${relayState === undefined ? '' : hidden('RelayState', relayState)}
<button type="submit">Accedi</button>
</form>`,
  );
}

/** Posts the signed response to the shop (the script presses 'Continua'). */
export function postResponsePage(
  acsUrl: string,
  samlResponse: string,
  relayState: string | undefined,
): string {
  return page(
    "Fornitore d'identità di prova",
    `<h1>Accesso eseguito</h1>
<form id="saml-post" method="post" action="${escapeHtml(acsUrl)}">
${hidden('SAMLResponse', samlResponse)}${relayState === undefined ? '' : hidden('RelayState', relayState)}
<button type="submit">Continua</button>
</form>`,
    true,
  );
}

export function errorPage(text: string): string {
  return page(
    "Fornitore d'identità di prova",
    `<h1>Richiesta non valida</h1><p>${escapeHtml(text)}</p>`,
  );
}

export const AUTOPOST_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('saml-post');if(f)f.submit();});\n";
