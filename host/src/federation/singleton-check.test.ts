import { satisfy } from '@module-federation/enhanced/runtime';
import { meetsCaretRange, singletonCheck } from './singleton-check';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof singletonCheck>['resolveShare']>>[0];

describe('meetsCaretRange', () => {
  const versions = ['0.0.3', '0.0.4', '0.1.0', '0.1.7', '0.2.0', '0.4.0', '0.4.2', '1.0.0', '5.89.9', '5.90.0'];
  const moreVersions = ['5.90.12', '5.91.0', '6.0.0', '7.8.1', '7.9.1', '19.1.9', '19.2.0', '19.2.3', '20.0.0'];
  const ranges = ['^0.0.3', '^0.1.0', '^0.4.0', '^1.0.0', '^5.90.0', '^7.9.1', '^19.2.0', '^19.1.0'];

  it('agrees with the federation runtime on every plain version against every caret range', () => {
    for (const version of [...versions, ...moreVersions])
      for (const range of ranges)
        expect([version, range, meetsCaretRange(version, range)]).toEqual([version, range, satisfy(version, range)]);
  });

  it('leaves any other form to the runtime', () => {
    expect(meetsCaretRange('19.2.0', '>=19.0.0')).toBeNull();
    expect(meetsCaretRange('19.2.0', '~19.2.0')).toBeNull();
    expect(meetsCaretRange('19.2.0', '*')).toBeNull();
    expect(meetsCaretRange('19.2.0-rc.1', '^19.2.0')).toBeNull();
    expect(meetsCaretRange('19.2.0', '^19.2')).toBeNull();
  });
});

describe('singletonCheck', () => {
  const reactShare = { version: '19.2.0', from: 'shell' };
  const argsFor = (requiredVersion: string | false, singleton = true): ResolveShareArgs => {
    const runtimeResolver = () => ({ shared: { runtime: true }, useTreesShaking: false });
    return {
      shareScopeMap: { default: { react: { '19.2.0': reactShare } } },
      scope: 'default',
      pkgName: 'react',
      version: '19.2.0',
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      resolver: runtimeResolver,
    } as unknown as ResolveShareArgs;
  };
  const resolveShare = (args: ResolveShareArgs) => singletonCheck().resolveShare!(args) as ResolveShareArgs;

  it("gives the registered singleton when its version meets the caret range, without the runtime's check", () => {
    const resolved = resolveShare(argsFor('^19.1.0'));
    expect(resolved.resolver()).toEqual({ shared: reactShare, useTreesShaking: false });
  });

  it('leaves to the runtime a version that does not meet, a range of another form, and a share that is no singleton', () => {
    for (const args of [argsFor('^20.0.0'), argsFor('>=19'), argsFor(false), argsFor('^19.1.0', false)])
      expect(resolveShare(args).resolver()).toEqual({ shared: { runtime: true }, useTreesShaking: false });
  });
});
