export { Ombudsman } from './components/ombudsman';
export { OtherWaysToContact } from './components/other-ways-to-contact';
