/**
 * Wrong variants of the deep-link statechart, as a real bug could make them: each must fail at
 * least one behaviour case of deep-link.cases.ts, while the real machine and an unchanged copy pass
 * them all.
 */
import { deepLinkMachine } from '../../machines/deep-link/deep-link.machine';
import { deepLinkCases } from './deep-link.cases';
import { dropAction, dropGuard, invertGuard, withInitial } from './mutate';
import { describeMutation } from './mutation-runner';

type Machine = typeof deepLinkMachine;

const m = deepLinkMachine;

const variants: Readonly<Record<string, Machine>> = {
  'the launch link is forgotten when the app is ready': dropAction(
    m,
    { state: ['starting'], key: { on: 'app.ready' }, candidate: 0 },
    'openPage',
  ),
  'a link is opened before the app is ready': withInitial(m, 'ready'),
  'any link opens a page, foreign ones too': dropGuard(m, {
    state: ['ready'],
    key: { on: 'link.opened' },
    candidate: 0,
  }),
  "the shop's links are taken for foreign ones": invertGuard(m, 'opensPage'),
  'a foreign link says nothing': dropAction(
    m,
    { state: ['ready'], key: { on: 'link.opened' }, candidate: 1 },
    'reportForeignLink',
  ),
  'a foreign link while starting replaces the waiting one': dropGuard(m, {
    state: ['starting'],
    key: { on: 'link.opened' },
    candidate: 0,
  }),
};

describeMutation('deep-link', m, deepLinkCases, variants);
