import { contactDetails } from '@/content/contact';

/**
 * The Citizens Advice star rating of our customer service (Ofgem asks suppliers to show it, since
 * December 2023), as content/contact.json holds it: the provider's latest published rating, or,
 * until it is set, no number at all (never one made up), and always the way to Citizens Advice's
 * own comparison of suppliers.
 */
export function CitizensAdviceRating({
  citizensAdvice = contactDetails.citizensAdvice,
  headingLevel: Heading = 'h2',
}: {
  citizensAdvice?: typeof contactDetails.citizensAdvice;
  headingLevel?: 'h2' | 'h3';
}) {
  const { rating, ratingPage } = citizensAdvice;
  return (
    <section className="ca-rating" aria-labelledby="ca-rating-title">
      <Heading id="ca-rating-title">How Citizens Advice rates us</Heading>
      {rating ? (
        <p className="ca-rating__stars">
          Citizens Advice gave our customer service{' '}
          <strong>{rating.stars.toLocaleString('en-GB')} out of 5 stars</strong> for {rating.period}
          .
        </p>
      ) : null}
      <p>
        Every three months Citizens Advice rates energy suppliers on their customer service, looking
        at complaints, how easy each supplier is to contact, and the commitments it makes to its
        customers.
      </p>
      <p>
        <a href={ratingPage} rel="noopener noreferrer">
          See every supplier&apos;s star rating on the Citizens Advice website
        </a>
      </p>
    </section>
  );
}
