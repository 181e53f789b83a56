export { DRAFT_WRITE_DELAY_MS, sessionDraft } from './session-draft';
export type { SessionDraft } from './session-draft';
