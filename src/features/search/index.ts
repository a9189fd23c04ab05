export { SearchBox, SearchBoxIsland } from './components/search-box';
