/**
 * cartItemInfo of the spec, kept as JSON on a cart line, an order line and a list line: only
 * these keys are stored.
 */
export type CartItemInfo = Partial<Record<'size' | 'customWeight' | 'use_wpid', string>> & {
  readonly accept_alternatives?: 'true' | 'false';
};
