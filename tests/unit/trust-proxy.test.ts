import { describe, expect, it } from 'vitest';
import { trustProxyOf } from '../../server/config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2, 10.0.0.3', '10.0.0.2, 10.0.0.3'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('%s trusts %s', (value, trusted) => {
    expect(trustProxyOf(value)).toEqual(trusted);
  });
});
