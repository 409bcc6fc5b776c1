import { useState } from "react";
import { Link } from "react-router";

const DESCRIPTION_LIMIT = 500;

/**
 * A company's description: past 500 characters, cut with Read More / Show Less (a link to
 * ?description=full without JavaScript).
 */
export function Description({
  text,
  isInitiallyExpanded,
}: {
  text: string;
  isInitiallyExpanded: boolean;
}) {
  const [isExpanded, setIsExpanded] = useState(isInitiallyExpanded);
  if (text.length <= DESCRIPTION_LIMIT) {
    return <p className="whitespace-pre-line text-slate-800">{text}</p>;
  }
  return (
    <div id="about">
      <p id="company-description" className="whitespace-pre-line text-slate-800">
        {isExpanded ? text : `${text.slice(0, DESCRIPTION_LIMIT).trimEnd()}…`}
      </p>
      <Link
        to={isExpanded ? "?#about" : "?description=full#about"}
        preventScrollReset
        replace
        role="button"
        aria-expanded={isExpanded}
        aria-controls="company-description"
        onClick={(event) => {
          event.preventDefault();
          setIsExpanded((v) => !v);
        }}
        className="mt-2 inline-block font-semibold text-brand-800 underline"
      >
        {isExpanded ? "Show Less" : "Read More"}
      </Link>
    </div>
  );
}
