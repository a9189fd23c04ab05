import { Link } from 'react-router-dom';
import { ContactRoutes } from '@/components/contact-routes';
import { paths } from '@/config/paths';

/** Where to go from "Your messages" with nothing there, or a message not found. */
export function HowToGetHelp() {
  return (
    <>
      <p>
        Sent one without signing in?{' '}
        <Link to={paths.checkMessage()}>Check a message with its reference number</Link>.
      </p>
      <ContactRoutes headingLevel={3} />
    </>
  );
}
