export { OtherWaysToContact } from './components/other-ways-to-contact';
