/**
 * The local OpenID provider that stands in for Google and Facebook (npm `oidc-provider`), so the
 * whole social sign-in works offline with `npm start` alone and in tests. Each provider runs on
 * its own 127.0.0.1 port with its own issuer, serving its own pages with its own headers (our
 * CSP is not theirs). Its sign-in page, in Italian, lets a tester sign in as one of a few test
 * people or as anyone typed in; no password is asked: it is a test double, never for production.
 *
 * The provider's records (sign-ins, codes, tokens) live in memory, so one stand-in serves one
 * server process. Its signing key is generated at first start and kept in `keyFile` when given.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '../../src/domain/social-login';

/** A person the stand-in can sign in as. */
export interface StandinPerson {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
  /** Whether the provider says the address is verified (default true). */
  readonly emailVerified: boolean;
}

/**
 * The test people of the sign-in page: the demo customer (same e-mail as the seeded
 * cliente@example.it: the link path), and two new people (the registration path).
 */
export const STANDIN_PEOPLE: readonly StandinPerson[] = [
  { email: 'cliente@example.it', givenName: 'Mario', familyName: 'Rossi', emailVerified: true },
  {
    email: 'nuova.cliente@example.it',
    givenName: 'Chiara',
    familyName: 'Esposito',
    emailVerified: true,
  },
  {
    email: 'non.verificato@example.it',
    givenName: 'Paolo',
    familyName: 'Ricci',
    emailVerified: false,
  },
];

export interface StandinOptions {
  /** The redirect URIs the shop may use (the callbacks of the web and of the mobile app). */
  readonly redirectUris: (provider: SocialProvider) => readonly string[];
  /** Where the signing key is kept between starts; undefined: a new key each start (tests). */
  readonly keyFile?: string;
  /** 127.0.0.1 by default. */
  readonly host?: string;
}

/** One running stand-in provider and the client the shop uses with it. */
export interface StandinProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface Standin {
  readonly providers: Readonly<Record<SocialProvider, StandinProvider>>;
  close(): Promise<void>;
}

const MAX_FORM_BYTES = 4096;
const FIELD_MAX = 100;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Its own pages: no script, inline style only, nothing from outside. No form-action: the
  // form's redirects end at the shop's callback, another origin.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The stand-in's account id of an e-mail: stable, so signing in twice gives the same `sub`. */
export function standinSubject(email: string): string {
  return `standin-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

function signingKey(keyFile: string | undefined): Record<string, unknown> {
  if (keyFile !== undefined) {
    try {
      return JSON.parse(readFileSync(keyFile, 'utf8')) as Record<string, unknown>;
    } catch {
      // First start (or an unreadable file): a new key below.
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };
  if (keyFile !== undefined) {
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, JSON.stringify(jwk), { mode: 0o600 });
  }
  return jwk;
}

function signInPage(provider: SocialProvider, uid: string, error: string | null): string {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const action = `/interaction/${encodeURIComponent(uid)}`;
  const people = STANDIN_PEOPLE.map(
    (person) => `<li><form method="post" action="${action}">
<input type="hidden" name="email" value="${escapeHtml(person.email)}">
<input type="hidden" name="given_name" value="${escapeHtml(person.givenName)}">
<input type="hidden" name="family_name" value="${escapeHtml(person.familyName)}">
${person.emailVerified ? '<input type="hidden" name="email_verified" value="on">' : ''}
<button type="submit">Accedi come ${escapeHtml(`${person.givenName} ${person.familyName}`)} (${escapeHtml(person.email)}${person.emailVerified ? '' : ', e-mail non verificata'})</button>
</form></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accedi con ${name} (prova locale)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
label{display:block;margin:.5rem 0}input[type=text],input[type=email]{width:100%;padding:.4rem}
button{margin:.25rem 0;padding:.5rem .75rem}ul{padding:0;list-style:none}.errore{color:#b00020}</style></head>
<body><main>
<h1>Accedi con ${name}</h1>
<p>Servizio di prova locale che fa le veci di ${name}: nessuna password, solo per provare il negozio.</p>
${error === null ? '' : `<p class="errore" role="alert">${escapeHtml(error)}</p>`}
<h2>Persone di prova</h2>
<ul>${people}</ul>
<h2>Un'altra persona</h2>
<form method="post" action="${action}">
<label>Nome <input type="text" name="given_name" required maxlength="${FIELD_MAX}"></label>
<label>Cognome <input type="text" name="family_name" required maxlength="${FIELD_MAX}"></label>
<label>E-mail <input type="email" name="email" required maxlength="${FIELD_MAX}"></label>
<label><input type="checkbox" name="email_verified" checked> E-mail verificata</label>
<button type="submit">Accedi</button>
</form>
<form method="post" action="${action}"><input type="hidden" name="cancel" value="1">
<button type="submit">Annulla</button></form>
</main></body></html>`;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', () => resolve(null));
  });
}

/** The person of a submitted sign-in form, or a reason to show the form again. */
function personOf(form: URLSearchParams): StandinPerson | string {
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const givenName = (form.get('given_name') ?? '').trim();
  const familyName = (form.get('family_name') ?? '').trim();
  if (givenName === '' || familyName === '' || givenName.length > FIELD_MAX) {
    return 'Indica nome e cognome.';
  }
  if (
    familyName.length > FIELD_MAX ||
    email.length > FIELD_MAX ||
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
  ) {
    return 'Indica un indirizzo e-mail valido.';
  }
  return { email, givenName, familyName, emailVerified: form.get('email_verified') !== null };
}

function configuration(
  provider: SocialProvider,
  client: { clientId: string; clientSecret: string; redirectUris: readonly string[] },
  jwk: Record<string, unknown>,
  people: Map<string, StandinPerson>,
): Configuration {
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [...client.redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Claims in the ID token too, as Google's are.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      if (person === undefined) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Errore</title></head><body><main><h1>Accesso non riuscito</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p></main></body></html>`;
    },
  };
}

async function startOne(
  name: SocialProvider,
  options: StandinOptions,
  jwk: Record<string, unknown>,
): Promise<{ provider: StandinProvider; server: Server }> {
  const host = options.host ?? '127.0.0.1';
  const people = new Map<string, StandinPerson>();
  let oidc: Provider | null = null;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    if (oidc === null) return;
    const details = await oidc.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET') {
      res.writeHead(200, PAGE_HEADERS).end(signInPage(name, uid, null));
      return;
    }
    const form = await readForm(req);
    if (form === null) {
      res.writeHead(413, PAGE_HEADERS).end(signInPage(name, uid, 'Modulo troppo grande.'));
      return;
    }
    if (form.get('cancel') !== null) {
      await oidc.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: "L'utente ha annullato l'accesso" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const person = personOf(form);
    if (typeof person === 'string') {
      res.writeHead(400, PAGE_HEADERS).end(signInPage(name, uid, person));
      return;
    }
    const accountId = standinSubject(person.email);
    people.set(accountId, person);
    const clientId = String(details.params.client_id);
    const grant = new oidc.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})$/.exec(url);
    if (match !== null) {
      interaction(req, res, match[1] ?? '').catch(() => {
        if (!res.headersSent) {
          res
            .writeHead(400, PAGE_HEADERS)
            .end(
              '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Errore</title></head><body><p>Accesso scaduto: torna al negozio e riprova.</p></body></html>',
            );
        }
      });
      return;
    }
    if (handler === null) {
      res.writeHead(503).end();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const clientId = `negozio-${name}`;
  const clientSecret = randomBytes(24).toString('base64url');
  oidc = new Provider(
    issuer,
    configuration(
      name,
      { clientId, clientSecret, redirectUris: options.redirectUris(name) },
      jwk,
      people,
    ),
  );
  handler = oidc.callback();
  return { provider: { issuer, clientId, clientSecret }, server };
}

/** Starts the stand-in for Google and for Facebook, each on its own free port. */
export async function startStandin(options: StandinOptions): Promise<Standin> {
  const jwk = signingKey(options.keyFile);
  const google = await startOne('google', options, jwk);
  const facebook = await startOne('facebook', options, jwk);
  const servers = [google.server, facebook.server];
  return {
    providers: { google: google.provider, facebook: facebook.provider },
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
