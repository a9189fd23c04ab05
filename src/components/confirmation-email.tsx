/**
 * What every confirmation says of the email that confirms a message (complaints, enquiries, the
 * credit-use request, meter readings): sent by our systems once the message is with us, so the
 * page says it will come, not that it has.
 */
export function ConfirmationEmail({ emailOptional = false }: { emailOptional?: boolean }) {
  return (
    <p>
      {emailOptional
        ? "If you gave us your email address, we'll send a confirmation to it."
        : "We'll send a confirmation to the email address you gave us."}{' '}
      It can take a few minutes to arrive, so check your junk folder too.
    </p>
  );
}
