export { SearchBox } from './components/search-box';
export { UrgentInWords } from './components/urgent-in-words';
