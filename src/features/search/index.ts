export { SearchBox } from './components/search-box';
export { UrgentInWords } from './components/urgent-in-words';
export { AnswersWhileWriting } from './components/answers-while-writing';
