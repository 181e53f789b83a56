import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetQueryClient } from '../../shared-kernel/src/data/query-client';

// jsdom lacks these, and react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test starts with an empty query cache, as a page load does: an answer one test loaded is
// never another's. The path is the one kernel copy the tests' imports resolve to.
afterEach(() => resetQueryClient());
