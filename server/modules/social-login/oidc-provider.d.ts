/**
 * The few parts of npm `oidc-provider` 9 (which ships no types) that the social login's local
 * stand-in uses (standin.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Interaction {
    readonly uid: string;
    readonly params: Readonly<Record<string, unknown>>;
  }

  export interface Account {
    readonly accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ErrorOut {
    readonly error: string;
    readonly error_description?: string;
  }

  export interface KoaLikeContext {
    type: string;
    body: unknown;
  }

  export interface Configuration {
    readonly clients?: readonly Record<string, unknown>[];
    readonly jwks?: { readonly keys: readonly Record<string, unknown>[] };
    readonly cookies?: { readonly keys: readonly string[] };
    readonly claims?: Readonly<Record<string, readonly string[]>>;
    readonly conformIdTokenClaims?: boolean;
    readonly pkce?: { readonly required?: () => boolean };
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>;
    readonly interactions?: { readonly url: (ctx: unknown, interaction: Interaction) => string };
    readonly findAccount?: (
      ctx: unknown,
      id: string,
    ) => Account | undefined | Promise<Account | undefined>;
    readonly renderError?: (
      ctx: KoaLikeContext,
      out: ErrorOut,
      error: unknown,
    ) => void | Promise<void>;
  }

  export interface InteractionResult {
    readonly login?: { readonly accountId: string };
    readonly consent?: { readonly grantId: string };
    readonly error?: string;
    readonly error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
