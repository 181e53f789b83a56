import { runtimeRefusal } from './runtime-fit';

const manifest = (mode: string, version: string) => ({ metaData: { federationRuntime: { mode, version } } });

describe('runtimeRefusal', () => {
  it('runs builds that take this shell runtime at the same minor, and builds that carry their own', () => {
    expect(runtimeRefusal(manifest('external', '2.9.0'), '2.9.2')).toBeNull();
    expect(runtimeRefusal(manifest('bundled', '1.0.0'), '2.9.2')).toBeNull();
    expect(runtimeRefusal({ metaData: {} }, '2.9.2')).toBeNull();
  });

  it('refuses a build for another runtime minor, or of an unknown mode, saying why', () => {
    expect(runtimeRefusal(manifest('external', '2.10.1'), '2.9.2')).toBe(
      "it needs the shell's federation runtime 2.10.1, this shell provides 2.9.2",
    );
    expect(runtimeRefusal(manifest('shared', '2.9.2'), '2.9.2')).toBe(
      "it declares an unknown federation runtime mode 'shared'",
    );
  });
});
