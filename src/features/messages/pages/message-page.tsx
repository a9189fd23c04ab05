import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { HttpError } from '@/api/http-error';
import { paths } from '@/config/paths';
import { bankHolidays } from '@/content/bank-holidays';
import { RequireSignIn } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-head';
import { AddToMessage } from '../components/add-to-message';
import { HowToGetHelp } from '../components/how-to-get-help';
import { LoadFailed } from '../components/load-failed';
import { MessageFacts, OmbudsmanLine } from '../components/message-facts';
import { Timeline } from '../components/timeline';
import { messageTitle, messageView } from '../message-view';
import { messageQuery, useForgetMessagesWhenSignedOut } from '../queries';
import '../messages.css';

function NotFound() {
  const heading = "We can't find this message";
  useDocumentTitle(heading);
  return (
    <>
      <h1>{heading}</h1>
      <p>
        None of the messages you&apos;ve sent while signed in has this reference number. Check it is
        as we gave it, or see <Link to={paths.messages()}>all your messages</Link>.
      </p>
      <HowToGetHelp />
    </>
  );
}

function Message({ reference }: { reference: string }) {
  const message = useQuery(messageQuery(reference));
  const doc = message.data;
  const view = doc && messageView(doc.data.attributes, doc.meta.now, bankHolidays);
  const title = doc && view ? messageTitle(view.name, doc.data.attributes['query-subtype']) : null;
  useDocumentTitle(title ?? 'Your message');

  if (message.error instanceof HttpError && message.error.status === 404) return <NotFound />;
  if (!doc || !view) {
    return (
      <>
        <h1>Your message</h1>
        {message.isError ? (
          <LoadFailed what="this message" onRetry={() => void message.refetch()} />
        ) : (
          <p role="status" className="page-loading">
            Loading your message…
          </p>
        )}
      </>
    );
  }
  const { attributes } = doc.data;
  const noun = view.name.toLowerCase();
  return (
    <>
      <span className="caption">Reference {reference}</span>
      <h1>{title}</h1>
      <MessageFacts reference={reference} view={view} />
      <OmbudsmanLine view={view} />
      <section aria-labelledby="what-you-sent-title" data-dd-privacy="mask">
        <h2 id="what-you-sent-title">What you sent</h2>
        <p className="message-text">{attributes.query}</p>
        <p>We reply to {attributes.email}.</p>
      </section>
      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title">What has happened</h2>
        <Timeline events={doc.included} noun={noun} />
      </section>
      {view.open ? (
        <AddToMessage reference={reference} noun={noun} />
      ) : (
        <p>
          This {noun} is closed. To tell us something new,{' '}
          <Link to={paths.contactUs()}>contact us</Link> or{' '}
          <Link to={paths.selectType()}>make a complaint</Link>.
        </p>
      )}
    </>
  );
}

/** Route messages/{reference}: one of the customer's messages in full (issue 51). */
export default function MessagePage() {
  const { reference = '' } = useParams();
  useForgetMessagesWhenSignedOut();
  return (
    <div className="page-width messages-page">
      <Link className="back-link" to={paths.messages()}>
        Your messages
      </Link>
      <RequireSignIn>
        <Message reference={reference} />
      </RequireSignIn>
    </div>
  );
}
