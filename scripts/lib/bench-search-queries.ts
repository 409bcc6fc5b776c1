/**
 * The queries of `npm run bench:search`, by class: what visitors type into the search box, from
 * the cheapest (one character, refused) to the costly ones (two characters and digits have no
 * trigram of their own; stop words match every product; misspellings and no match are searched
 * again corrected and then looked up for suggestions; phrases of words that most products hold,
 * often not side by side). Ten per class, against the vocabulary of scripts/lib/bench-catalogue.ts.
 */
export const QUERY_CLASSES = {
  "one character": ["a", "e", "7", "0", "%", "é", " c ", "-", "z", "😀"],
  "two characters": ["co", "de", "bo", "se", "ra", "qz", "x-", "é1", "3m", "--"],
  digits: ["09", "17", "88", "00", "42", "123", "4821", "9001", "2024", "555555"],
  "stop words": ["the", "and", "for", "with", "of", "in", "to", "on", "by", "from"],
  misspellings: [
    "flouride",
    "compsite",
    "varnsh",
    "whitenning",
    "zirconai",
    "adhesvie",
    "sealnt",
    "ortodontic",
    "cemnet",
    "aligenr",
  ],
  "no match": [
    "xqzv",
    "blorptastic",
    "zzzyyy",
    "qwertyuiop",
    "no such thing",
    "%_%",
    "😀😀",
    '"quoted"',
    "jjkkll",
    "vvvwww",
  ],
  "normal words": [
    "composite",
    "bond",
    "varnish",
    "whitening",
    "Nova",
    "gel",
    "Orion 4821",
    "Apex 7",
    "quasarite",
    "novaquartz",
  ],
  // Outside the mix (PHRASES): words that most products hold, side by side or not; the joined
  // trigrams (docs/decisions/165) find where they stand side by side.
  phrases: [
    "for the",
    "and the",
    "with a",
    "gel bond",
    "bond gel",
    "composite bond",
    "glass ionomer",
    "universal composite",
    "a b",
    "1 7",
  ],
} as const satisfies Record<string, readonly string[]>;

export type QueryClass = keyof typeof QUERY_CLASSES;

export const CLASS_NAMES = Object.keys(QUERY_CLASSES) as QueryClass[];

/** The worst cases, reported apart from the mix ("all"): phrases of the catalogue's commonest words. */
export const OUTSIDE_THE_MIX: QueryClass[] = ["phrases"];
