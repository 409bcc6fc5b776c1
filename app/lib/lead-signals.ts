/**
 * Lead signals (docs/decisions/090): facts about a sample request that help a supplier decide
 * what to do with it, each stated in words. Computed on the server (app/models/leads/lead-signals.server.ts
 * reads the facts in SQL); this module turns them into sentences and holds the filter and sort
 * options the leads page offers. There is no score without its reasons: the "signals" sort counts
 * the identity signals the card lists.
 */
import { licenseMatchesState, licensePatternFor } from "./license-patterns";
import { NPI_FORMAT_VALID } from "./npi";

/** What SQL reads for one lead. */
export interface LeadSignalFacts {
  npi: string | null;
  licenseNumber: string | null;
  state: string;
  /** The domain of the requester's e-mail address and whether it is a free-mail provider. */
  emailDomain: string;
  isFreeMail: boolean;
  /** This company's earlier requests from the same practice (same e-mail, or name and ZIP). */
  earlier: { total: number; completed: number; rejected: number; open: number };
  /** Submissions of the same request that the form guard answered as duplicates. */
  duplicates: number;
  /** Companies the same submission went to ('Make Request to All'): 1 for one company. */
  companiesAtOnce: number;
  /** Sent from a signed-in account with this confirmed address and a practice profile (130). */
  isReturningProfessional: boolean;
}

/** The label of a lead sent from an account with a confirmed address and a profile. */
export const RETURNING_PROFESSIONAL = "Returning professional";

export type SignalTone = "good" | "caution" | "neutral";

export interface LeadSignal {
  key: string;
  tone: SignalTone;
  /** A short label for the list ("NPI format valid"). */
  label: string;
  /** The sentence on the lead's page saying what it means. */
  detail: string;
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);
const requests = (n: number) => `${n} earlier request${n === 1 ? "" : "s"}`;

/** Every signal of a lead, identity first, then history and flags. */
export function explainLeadSignals(facts: LeadSignalFacts): LeadSignal[] {
  const signals: LeadSignal[] = [];
  signals.push(
    facts.npi
      ? {
          key: "npi",
          tone: "good",
          label: NPI_FORMAT_VALID,
          detail: `NPI ${facts.npi} has a correct check digit. Its format was checked; it was not looked up in the national registry.`,
        }
      : { key: "npi", tone: "neutral", label: "No NPI", detail: "No NPI was given." },
  );
  signals.push(licenseSignal(facts));
  if (facts.isReturningProfessional) {
    signals.push({
      key: "account",
      tone: "good",
      label: RETURNING_PROFESSIONAL,
      detail:
        "Sent while signed in to a SampleTray account whose e-mail address, the one on this request, was confirmed by a link sent to it, and which has a practice profile.",
    });
  }
  signals.push(
    facts.isFreeMail
      ? {
          key: "email",
          tone: "neutral",
          label: "Free-mail address",
          detail: `The e-mail address is at ${facts.emailDomain}, a free e-mail provider, not a practice's own domain.`,
        }
      : {
          key: "email",
          tone: "good",
          label: "Practice e-mail domain",
          detail: `The e-mail address is at ${facts.emailDomain}, not a free e-mail provider: likely the practice's own domain.`,
        },
  );
  signals.push(earlierSignal(facts.earlier));
  if (facts.duplicates > 0) {
    signals.push({
      key: "duplicates",
      tone: "caution",
      label: `Sent again ${times(facts.duplicates)}`,
      detail: `The same request was submitted again ${times(facts.duplicates)} within a day; the repeats were not stored as leads. Records of repeats are kept for 7 days.`,
    });
  }
  if (facts.companiesAtOnce > 1) {
    signals.push({
      key: "at-once",
      tone: "neutral",
      label: `Sent to ${facts.companiesAtOnce} companies at once`,
      detail: `This request was part of one submission to ${facts.companiesAtOnce} companies ('Make Request to All').`,
    });
  }
  return signals;
}

function licenseSignal({ licenseNumber, state }: LeadSignalFacts): LeadSignal {
  if (!licenseNumber) {
    return {
      key: "license",
      tone: "neutral",
      label: "No license number",
      detail: "No state license number was given.",
    };
  }
  const entry = licensePatternFor(state);
  if (!entry) {
    return {
      key: "license",
      tone: "good",
      label: "License given",
      detail: `A license number was given. There is no known format for "${state}" to check it against.`,
    };
  }
  return licenseMatchesState(licenseNumber, state)
    ? {
        key: "license",
        tone: "good",
        label: "License given",
        detail: `A license number was given and it fits the usual ${entry.name} format. It was not looked up with the state board.`,
      }
    : {
        key: "license",
        tone: "caution",
        label: "License given (unusual format)",
        detail: `A license number was given, but it does not fit the usual ${entry.name} format (${entry.example}).`,
      };
}

function earlierSignal(earlier: LeadSignalFacts["earlier"]): LeadSignal {
  if (earlier.total === 0) {
    return {
      key: "earlier",
      tone: "neutral",
      label: "First request",
      detail:
        "The first request to this company from this practice (same e-mail, or same practice name and ZIP code).",
    };
  }
  const outcomes = [
    earlier.completed > 0 ? `${earlier.completed} completed` : null,
    earlier.rejected > 0 ? `${earlier.rejected} rejected` : null,
    earlier.open > 0 ? `${earlier.open} still open` : null,
  ].filter(Boolean);
  return {
    key: "earlier",
    tone: earlier.rejected > 0 && earlier.completed === 0 ? "caution" : "good",
    label: `${requests(earlier.total)}: ${outcomes.join(", ")}`,
    detail: `This practice (same e-mail, or same practice name and ZIP code) asked this company ${times(earlier.total)} before: ${outcomes.join(", ")}.`,
  };
}

/** The leads page's signal filter (?signal=…). */
export const SIGNAL_FILTERS = [
  { value: "npi", label: NPI_FORMAT_VALID },
  { value: "license", label: "License given" },
  { value: "practice-email", label: "Practice e-mail domain" },
  { value: "free-mail", label: "Free-mail address" },
  { value: "returning", label: "Earlier requests" },
  { value: "first", label: "First request" },
  { value: "repeated", label: "Sent again" },
] as const;

export type SignalFilter = (typeof SIGNAL_FILTERS)[number]["value"];

/** The leads page's order (?sort=…): newest first, or most identity signals first. */
export const LEAD_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "signals", label: "Most signals first" },
] as const;

export type LeadSort = (typeof LEAD_SORTS)[number]["value"];

/** What "Most signals first" counts, in words (shown beside the sort). */
export const SIGNAL_SORT_EXPLAINED = `${NPI_FORMAT_VALID}, license given and practice e-mail domain count one each; ties newest first.`;
