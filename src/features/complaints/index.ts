export { clearAllDrafts } from './drafts';
