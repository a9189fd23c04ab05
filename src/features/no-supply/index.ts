export { answerAddresses, noSupplyPages } from './check';
