/**
 * What the servers that send the area (the platform in server/, nginx's configuration in
 * deploy/) take from the app's features: the search page's words, page and section answer, as
 * the browser's search reads and draws them (decision 034), the guided check's answer
 * addresses, and how search cuts text into words (the index's ways customers ask, decision 046). Outside src/, only the app's shared folders (config, api, lib) and this entry are
 * imported, never a feature's insides (eslint.config.js).
 */
export { answerRedirect, inArea, type AnswerAddress } from './lib/answer-address';
export { pageParam } from './features/search/results-pages';
export { searchedFrom } from './features/search/search-query';
export { sectionAnswerHtml } from './features/search/section-text';
export { words } from './features/search/words';
