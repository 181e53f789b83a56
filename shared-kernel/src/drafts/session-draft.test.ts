import { apiClient } from '../api-client/api-client';
import { draftKey, signOut } from '../actions/sign-out';
import { eventBus } from '../events/event-bus';
import { DRAFT_WRITE_DELAY_MS, sessionDraft } from './session-draft';
import { answerOf } from '../testing/transport';

interface Note {
  idCustomer: number;
  text: string;
}

/** What a draft accepts from storage: a note of a customer, field by field. */
const parseNote = (raw: unknown): Note | undefined => {
  const note = raw as Partial<Note> | null;
  return typeof note?.idCustomer === 'number' && typeof note.text === 'string'
    ? { idCustomer: note.idCustomer, text: note.text }
    : undefined;
};

let drafts = 0;
/** A draft of its own per test: nothing one test leaves reaches the next. */
const newDraft = () => sessionDraft(`note-${(drafts += 1)}`, parseNote);

const stored = (key: string): unknown => JSON.parse(window.sessionStorage.getItem(key) ?? 'null');

describe('sessionDraft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('is kept under the draft key signOut knows, written once typing pauses, with the last change', () => {
    const draft = newDraft();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    expect(draft.key).toBe(draftKey('note-1'));
    draft.write({ idCustomer: 7, text: 'H' });
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    draft.write({ idCustomer: 7, text: 'Hi' });
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    expect(window.sessionStorage.getItem(draft.key)).toBeNull();
    // Read back before it is written: the latest change, not what storage held.
    expect(draft.read()).toEqual({ idCustomer: 7, text: 'Hi' });
    jest.advanceTimersByTime(1);
    expect(stored(draft.key)).toEqual({ idCustomer: 7, text: 'Hi' });
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('writes at once when flushed, or when the page is hidden (a tab closed within the pause)', () => {
    const draft = newDraft();
    draft.write({ idCustomer: 7, text: 'flushed' });
    draft.flush();
    expect(stored(draft.key)).toEqual({ idCustomer: 7, text: 'flushed' });
    draft.write({ idCustomer: 7, text: 'left' });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored(draft.key)).toEqual({ idCustomer: 7, text: 'left' });
  });

  it('reads what storage holds through parse: what it does not accept is no draft', () => {
    const draft = newDraft();
    expect(draft.read()).toBeUndefined();
    window.sessionStorage.setItem(draft.key, JSON.stringify({ idCustomer: 7, text: 'kept', extra: 1 }));
    expect(draft.read()).toEqual({ idCustomer: 7, text: 'kept' });
    window.sessionStorage.setItem(draft.key, JSON.stringify({ idCustomer: '7' }));
    expect(draft.read()).toBeUndefined();
    window.sessionStorage.setItem(draft.key, '{not json');
    expect(draft.read()).toBeUndefined();
    const throwing = sessionDraft('throwing', () => {
      throw new Error('older build');
    });
    window.sessionStorage.setItem(throwing.key, '{}');
    expect(throwing.read()).toBeUndefined();
  });

  it('clears the draft: stored, and a change still waiting to be written', () => {
    const draft = newDraft();
    draft.write({ idCustomer: 7, text: 'one' });
    draft.flush();
    draft.write({ idCustomer: 7, text: 'two' });
    draft.clear();
    expect(draft.read()).toBeUndefined();
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(draft.key)).toBeNull();
  });

  it('keeps the draft in memory when storage is full, and drops the older copy storage holds', () => {
    const draft = newDraft();
    draft.write({ idCustomer: 7, text: 'older' });
    draft.flush();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    draft.write({ idCustomer: 7, text: 'newer' });
    draft.flush();
    expect(draft.read()).toEqual({ idCustomer: 7, text: 'newer' });
    expect(window.sessionStorage.getItem(draft.key)).toBeNull();
  });

  it('lives in memory where the browser refuses storage altogether (privacy settings)', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    const draft = newDraft();
    expect(draft.read()).toBeUndefined();
    draft.write({ idCustomer: 7, text: 'memory' });
    draft.flush();
    expect(draft.read()).toEqual({ idCustomer: 7, text: 'memory' });
    draft.clear();
    expect(draft.read()).toBeUndefined();
  });

  it('is dropped by signing out: stored, waiting to be written, or in memory', () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(answerOf({ is_success: true }));
    const storedDraft = newDraft();
    const waiting = newDraft();
    const inMemory = newDraft();
    storedDraft.write({ idCustomer: 7, text: 'stored' });
    storedDraft.flush();
    waiting.write({ idCustomer: 7, text: 'waiting' });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    inMemory.write({ idCustomer: 7, text: 'memory' });
    inMemory.flush();
    setItem.mockRestore();

    void signOut();
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));

    for (const draft of [storedDraft, waiting, inMemory]) {
      expect(draft.read()).toBeUndefined();
      expect(window.sessionStorage.getItem(draft.key)).toBeNull();
    }
  });

  it('outlives a session that ran out: the buyer signs in again and finds it', () => {
    const draft = newDraft();
    draft.write({ idCustomer: 7, text: 'kept' });
    eventBus.publish('session/expired', { reason: 'unauthorized' });
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(stored(draft.key)).toEqual({ idCustomer: 7, text: 'kept' });
  });
});
