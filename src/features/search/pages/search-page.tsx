import { BrowseAll } from '../components/browse-all';
import { SearchIsland } from '../components/search';
import '../search.css';

/**
 * Route "search" (SPEC §2): a reading page (the route manifest). The build writes it with every
 * help topic and article as links; the search itself is its island, which comes alive with the
 * words in the address and shows the results in the list's place.
 */
export default function SearchPage() {
  return (
    <div className="page-width search-page">
      <h1>Search Help &amp; Support</h1>
      <SearchIsland />
      <BrowseAll />
    </div>
  );
}
