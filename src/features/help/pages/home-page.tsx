import { Link } from 'react-router-dom';
import { CUSTOMERS_HELPED_CLAIM } from '@/config/limits';
import { useDocumentTitle } from '@/lib/document-head';
import { SearchBoxIsland } from '@/features/search';
import { CategoryTiles } from '../components/category-tiles';
import { EnergyTrustPromo } from '../components/promotions';
import { LandingEmergencies } from '../components/landing-emergencies';
import { OutageIsland } from '../components/outage-check';
import { VideoStripIsland } from '../components/video-strip';
import { mainCategories } from '../data/category-index';
import { SECONDARY_LINKS } from '../data/secondary-links';
import '../help.css';

/** Route "" (SPEC §2): the landing page. */
export default function HomePage() {
  useDocumentTitle();
  return (
    <div className="page-width">
      <LandingEmergencies />
      {/* Its place kept from the first paint: the notice arrives after it (help.css). */}
      <div className="service-status">
        <OutageIsland />
      </div>
      <h1>Help &amp; Support</h1>
      <p className="lead">
        Answers to your questions about energy and home services, {CUSTOMERS_HELPED_CLAIM}.
      </p>
      <SearchBoxIsland label="What do you need help with?" suggest />
      <section aria-labelledby="topics-title">
        <h2 id="topics-title">Help topics</h2>
        <CategoryTiles categories={mainCategories} />
      </section>
      <nav aria-labelledby="more-help-title" className="secondary-links">
        <h2 id="more-help-title">More help</h2>
        <ul>
          {SECONDARY_LINKS.map((l) => (
            <li key={l.label}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <VideoStripIsland />
      <EnergyTrustPromo />
    </div>
  );
}
