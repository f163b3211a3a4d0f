/**
 * The sandbox gateway's hosted payment page: small self-contained Italian HTML, no script and no
 * outside resource, so the app's CSP (server/plugins/security.ts: inline styles only, forms to
 * the same origin) serves it as it is. The card form posts to the page's own address.
 */
import { euros } from '../catalog/product-view';
import { escapeHtml } from '../../http/escape-html';

const amountFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** '23,45 €' */
export function formatAmount(cents: number): string {
  return amountFormat.format(euros(cents));
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1f2933; margin: 0; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 8px;
    padding: 1.5rem; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12); }
  h1 { font-size: 1.3rem; margin: 0 0 0.25rem; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 0.5rem 0; }
  .note, .sandbox { font-size: 0.85rem; color: #52606d; }
  .sandbox { background: #fff8e1; border-radius: 6px; padding: 0.5rem 0.75rem; }
  label { display: block; font-weight: 600; margin-top: 0.75rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem;
    border: 1px solid #9aa5b1; border-radius: 4px; }
  /* Side by side, the fields on one line even when 'Scadenza (MM/AA)' wraps on a phone. */
  .row { display: flex; gap: 0.75rem; align-items: flex-end; }
  .row > div { flex: 1; }
  .errors { color: #b00020; background: #fdecea; border-radius: 6px; padding: 0.5rem 0.75rem; }
  .actions { display: flex; flex-direction: column; gap: 0.5rem; margin-top: 1.25rem; }
  button { padding: 0.7rem; font-size: 1rem; border-radius: 4px; cursor: pointer; }
  .pay { background: #2e7d32; color: #fff; border: none; }
  .cancel { background: #fff; color: #1f2933; border: 1px solid #9aa5b1; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface PaymentPageInput {
  readonly orderId: number;
  readonly amountCents: number;
  /** What to fix, after a refused submission. */
  readonly errors?: readonly string[];
  /** The holder typed before, shown again (never the card number). */
  readonly holder?: string;
}

export function paymentPage(input: PaymentPageInput): string {
  const amount = escapeHtml(formatAmount(input.amountCents));
  const errors = input.errors ?? [];
  const errorBox =
    errors.length === 0
      ? ''
      : `<div class="errors" role="alert"><ul>${errors
          .map((text) => `<li>${escapeHtml(text)}</li>`)
          .join('')}</ul></div>`;
  return page(
    'Pagamento sicuro',
    `<h1>Pagamento con carta</h1>
<p>Ordine n. ${input.orderId}</p>
<p>Importo da pre-autorizzare</p>
<p class="amount">${amount}</p>
<p class="note">L'importo viene solo pre-autorizzato sulla carta: l'addebito definitivo avviene alla
consegna, in base al peso effettivo dei prodotti sfusi, e non supera questa cifra.</p>
${errorBox}
<form method="post" autocomplete="on">
<label for="holder">Titolare della carta</label>
<input id="holder" name="holder" autocomplete="cc-name" maxlength="100" required value="${escapeHtml(input.holder ?? '')}">
<label for="card_number">Numero della carta</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<div class="row">
<div><label for="expiry">Scadenza (MM/AA)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div>
</div>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Paga ${amount}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Annulla pagamento</button>
</div>
</form>
<p class="sandbox">Ambiente di prova, nessun addebito reale. Carte di prova: 4242 4242 4242 4242
pagamento approvato; 4000 0000 0000 0002 pagamento rifiutato; qualsiasi scadenza futura e CVC di 3
cifre.</p>`,
  );
}

/** A page with only a message (unknown payment, bad request). */
export function messagePage(title: string, texts: readonly string[]): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>\n${texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}`,
  );
}
