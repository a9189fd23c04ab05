import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';
import { paths } from '@/config/paths';
import { useDocumentTitle, useMeta } from '@/lib/document-head';
import { browser } from '@/lib/navigate-away';
import { PageFeedbackIsland } from '@/features/page-feedback';
import { SearchBoxIsland } from '@/features/search';
import { categoryLayout, hasCampaignPanel, hasEnergyTrustPromo } from '../category-layout';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CardsLayout, GroupedLayout, ListLayout } from '../components/category-layouts';
import { CtaCards } from '../components/cta-cards';
import { CampaignPanel, EnergyTrustPromo } from '../components/promotions';
import { findCategory } from '../data/categories';
import type { HelpCategory } from '../data/types';
import { useCategoryMetadata } from '../hooks/use-category-metadata';
import { EmergenciesContent } from './emergencies-content';
import '../help.css';

function CategoryBody({ category }: { category: HelpCategory }) {
  const layout = categoryLayout(category);
  const data = category.categoryData;
  if (layout === 'emergencies') return <EmergenciesContent />;
  return (
    <div className="page-width">
      <Breadcrumbs
        items={[{ label: 'Help & Support', to: paths.home() }, { label: category.title }]}
      />
      <h1>{category.title}</h1>
      <p className="lead">{category.description}</p>
      <SearchBoxIsland label="Search Help & Support" suggest />
      {data && layout === 'grouped' && <GroupedLayout data={data} />}
      {data && layout === 'cards' && <CardsLayout data={data} />}
      {data && layout === 'list' && <ListLayout data={data} />}
      {category.ctaItems && <CtaCards items={category.ctaItems} />}
      {hasCampaignPanel(category.id) && <CampaignPanel />}
      {hasEnergyTrustPromo(category.id) && <EnergyTrustPromo />}
      <PageFeedbackIsland page-type="category" page-id={category.id} page-title={category.title} />
    </div>
  );
}

/** Route ":category" (SPEC §2). */
export default function CategoryPage() {
  const { category: id = '' } = useParams();
  const category = findCategory(id);
  const { description } = useCategoryMetadata(id);
  useDocumentTitle(category?.title);
  useMeta('description', description);

  useEffect(() => {
    if (category?.externalLink) browser.replace(category.link);
  }, [category]);

  if (!category) return <RedirectToNotFound />;
  if (category.externalLink) return null;
  return <CategoryBody category={category} />;
}
