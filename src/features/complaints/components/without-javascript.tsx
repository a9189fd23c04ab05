import { phoneOrPost } from '@/content/contact';
import { OtherWaysToContact } from '@/features/contact';

interface Props {
  /** What the step's form sends: a complaint, an enquiry, or a request about credit. */
  kind: 'complaint' | 'enquiry' | 'request' | 'check';
  /**
   * The step still works without JavaScript (a question, whose form the servers send on to the
   * answer's page): the other ways are offered beside it rather than instead of it.
   */
  stepWorks?: boolean;
}

const WHAT: Record<Props['kind'], string> = {
  complaint: 'make your complaint',
  enquiry: 'ask us',
  request: 'tell us how to use your credit',
  check: 'ask us where your message stands',
};

/**
 * What a step of the complaint, enquiry and feedback journeys says when the browser runs no
 * JavaScript: its form cannot be sent then, so it is hidden (complaints.css) and the page says how
 * to reach us by phone, Relay UK and (when its address is set) post instead, from
 * content/contact.json, with tel: links.
 * Inside <noscript>, so a browser that runs the page's code never shows it.
 */
export function WithoutJavaScript({ kind, stepWorks = false }: Props) {
  return (
    <noscript>
      <div className="without-javascript">
        <p className="without-javascript__why">
          {stepWorks
            ? `You can also ${WHAT[kind]} ${phoneOrPost()}.`
            : `This form needs JavaScript, which is not running in your browser, so it can't be sent from here. You can ${WHAT[kind]} ${phoneOrPost()} instead.`}
        </p>
        <OtherWaysToContact />
      </div>
    </noscript>
  );
}
