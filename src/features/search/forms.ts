/**
 * What search gives a form's text box: emergency advice for urgent words, and answers while
 * writing. Apart from the search box (index.ts) so that a page with only a search box, the landing
 * page above all, never loads the data layer these bring.
 */
export { AnswersWhileWriting } from './components/answers-while-writing';
export { UrgentInWords } from './components/urgent-in-words';
