/**
 * The version check's comparison (account-and-platform.md §4): only dotted numeric parts are
 * comparable, otherwise the versions are not comparable.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION } from '../../src/domain/constants';
import { compareVersions, type VersionComparison } from '../../src/domain/version';

const cases: ReadonlyArray<readonly [remote: string, current: string, VersionComparison]> = [
  ['2.0.8', '2.0.7', 'newer'],
  ['2.1.0', '2.0.7', 'newer'],
  ['3', '2.0.7', 'newer'],
  ['2.0.10', '2.0.9', 'newer'],
  ['2.0.7.1', '2.0.7', 'newer'],
  ['2.0.7', '2.0.7', 'same'],
  ['2.0.7.0', '2.0.7', 'same'],
  ['2', '2.0.0', 'same'],
  ['2.0.6', '2.0.7', 'older'],
  ['1.9.99', '2.0.7', 'older'],
  ['2.0.9', '2.0.10', 'older'],
  ['2.0.8-beta', '2.0.7', 'not-comparable'],
  ['v2.0.8', '2.0.7', 'not-comparable'],
  ['2..8', '2.0.7', 'not-comparable'],
  ['2.0.', '2.0.7', 'not-comparable'],
  ['', '2.0.7', 'not-comparable'],
  [' 2.0.8', '2.0.7', 'not-comparable'],
  ['2.0.8', 'sviluppo', 'not-comparable'],
];

describe('compareVersions', () => {
  it.each(cases)('%j against %j is %s', (remote, current, expected) => {
    expect(compareVersions(remote, current)).toBe(expected);
  });

  it("the app's own version is dotted numeric, so a deployed one can be compared with it", () => {
    expect(compareVersions(CLIENT_VERSION, CLIENT_VERSION)).toBe('same');
  });
});
