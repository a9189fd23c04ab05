import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MessageResource } from '@/api/schemas/messages';
import { paths } from '@/config/paths';
import { bankHolidays } from '@/content/bank-holidays';
import { RequireSignIn } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-head';
import { LoadFailed } from '../components/load-failed';
import { MessageFacts, OmbudsmanLine } from '../components/message-facts';
import { HowToGetHelp } from '../components/how-to-get-help';
import { messageTitle, messageView } from '../message-view';
import { messagesQuery, useForgetMessagesWhenSignedOut } from '../queries';
import '../messages.css';

const TITLE = 'Your messages';

function MessageCard({ message, now }: { message: MessageResource; now: string }) {
  const { id, attributes } = message;
  const view = messageView(attributes, now, bankHolidays);
  const titleId = `message-${id}`;
  return (
    <li className="message-card" aria-labelledby={titleId}>
      <h2 className="message-card__title" id={titleId}>
        <Link to={paths.message(id)}>{messageTitle(view.name, attributes['query-subtype'])}</Link>
      </h2>
      <MessageFacts reference={id} view={view} />
      <OmbudsmanLine view={view} />
      <details className="message-card__copy" data-dd-privacy="mask">
        <summary>What you sent</summary>
        <p className="message-text">{attributes.query}</p>
      </details>
    </li>
  );
}

function Messages() {
  const messages = useQuery(messagesQuery());
  return (
    <>
      {messages.isPending && (
        <p role="status" className="page-loading">
          Loading your messages…
        </p>
      )}
      {messages.isError && (
        <LoadFailed what="your messages" onRetry={() => void messages.refetch()} />
      )}
      {messages.data &&
        (messages.data.data.length === 0 ? (
          <div className="messages-empty">
            <h2>You haven&apos;t sent us any messages yet</h2>
            <p>
              Complaints, enquiries and feedback you send while signed in appear here, with where
              each one stands.
            </p>
            <HowToGetHelp />
          </div>
        ) : (
          <>
            <ol className="message-list">
              {messages.data.data.map((message) => (
                <MessageCard key={message.id} message={message} now={messages.data.meta.now} />
              ))}
            </ol>
            <p>
              Sent one without signing in?{' '}
              <Link to={paths.checkMessage()}>Check a message with its reference number</Link>.
            </p>
          </>
        ))}
    </>
  );
}

/** Route messages: everything the signed-in customer sent, newest first (issue 51). */
export default function MessagesPage() {
  useDocumentTitle(TITLE);
  useForgetMessagesWhenSignedOut();
  return (
    <div className="page-width messages-page">
      <h1>{TITLE}</h1>
      <p className="lead">
        The complaints, enquiries and feedback you&apos;ve sent us while signed in, newest first,
        with where each one stands.
      </p>
      <RequireSignIn>
        <Messages />
      </RequireSignIn>
    </div>
  );
}
