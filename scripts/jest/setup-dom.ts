import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetQueryClient } from '../../shared-kernel/src/data/query-client';
import { forgetDraftsInMemory } from '../../shared-kernel/src/drafts/session-draft';

// A condition a test waits on may take longer than the library's 1 s on a loaded machine (a whole
// checkout page drawn through the fake API and the query cache in jsdom takes 0.7-1.2 s while other
// suites run): the wait still ends the moment the condition holds, and fails at 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these, and react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test starts as a page load does: an empty query cache and no draft waiting to be written, so
// an answer or a draft of one test is never another's. The paths are the one kernel copy the tests'
// imports resolve to.
afterEach(() => {
  resetQueryClient();
  forgetDraftsInMemory();
});
