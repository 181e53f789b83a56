/**
 * @jest-environment node
 */
import { sessionDraft } from './session-draft';

// A remote's module is loaded for the server's first paint too, where there is no page and no storage.
describe('sessionDraft on the server', () => {
  it('reads nothing and keeps a write in memory, without a page to ask', () => {
    jest.useFakeTimers();
    try {
      const draft = sessionDraft('server', (raw) => (typeof raw === 'string' ? raw : undefined));
      expect(draft.read()).toBeUndefined();
      draft.write('typed');
      jest.runAllTimers();
      expect(draft.read()).toBe('typed');
      draft.clear();
      expect(draft.read()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
