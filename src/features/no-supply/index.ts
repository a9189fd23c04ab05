export { noSupplyPages } from './check';
