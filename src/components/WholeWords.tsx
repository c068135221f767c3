// Text whose hyphenated words (an order number such as ORD-2026-0131) never break at their hyphens.
import { Fragment } from 'react';

/** `text` with each word that holds a hyphen kept on one line; the spaces still wrap. */
export function WholeWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\S*-\S*)/).map((part, index) =>
        part.includes('-') ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
