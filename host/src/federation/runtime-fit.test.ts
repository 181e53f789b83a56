import { runtimeRefusal, sharedExportsRefusal } from './runtime-fit';

const manifest = (mode: string, version: string) => ({ metaData: { federationRuntime: { mode, version } } });

describe('runtimeRefusal', () => {
  it('runs builds that take this shell runtime at the same minor, and builds that carry their own', () => {
    expect(runtimeRefusal(manifest('external', '2.9.0'), '2.9.2')).toBeNull();
    expect(runtimeRefusal(manifest('hosted', '2.9.3'), '2.9.2')).toBeNull();
    expect(runtimeRefusal(manifest('bundled', '1.0.0'), '2.9.2')).toBeNull();
    expect(runtimeRefusal({ metaData: {} }, '2.9.2')).toBeNull();
  });

  it('refuses a build for another runtime minor, or of an unknown mode, saying why', () => {
    expect(runtimeRefusal(manifest('external', '2.10.1'), '2.9.2')).toBe(
      "it needs the shell's federation runtime 2.10.1, this shell provides 2.9.2",
    );
    expect(runtimeRefusal(manifest('hosted', '3.0.0'), '2.9.2')).toBe(
      "it needs the shell's federation runtime 3.0.0, this shell provides 2.9.2",
    );
    expect(runtimeRefusal(manifest('shared', '2.9.2'), '2.9.2')).toBe(
      "it declares an unknown federation runtime mode 'shared'",
    );
  });
});

describe('sharedExportsRefusal', () => {
  const shell = { 'react-router-dom': ['Link', 'useLocation'], rxjs: ['Subject'] };
  const needing = (needs: Record<string, string[]>) => ({ metaData: { sharedExports: { needs } } });

  it('runs builds that need only names this shell provides, and builds that record nothing', () => {
    expect(sharedExportsRefusal(needing({ 'react-router-dom': ['Link'], rxjs: ['Subject'] }), shell)).toBeNull();
    expect(sharedExportsRefusal(needing({ 'react-router': ['useMatch'] }), shell)).toBeNull();
    expect(sharedExportsRefusal({ metaData: {} }, shell)).toBeNull();
  });

  it('refuses a build that needs a name or a whole library this shell does not provide, naming them', () => {
    expect(sharedExportsRefusal(needing({ 'react-router-dom': ['Link', 'useMatch'], rxjs: ['*'] }), shell)).toBe(
      "it needs react-router-dom's useMatch, the whole of rxjs, which this shell does not provide",
    );
  });
});
