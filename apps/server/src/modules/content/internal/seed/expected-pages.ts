/**
 * What the seed must cover, for its tests: the route table's information pages (apps/web
 * route-table INFORMATION_PAGES) and the football champions rules, in this order.
 */
export const INFORMATION_SLUGS = [
  'contacts',
  'about',
  'howbet',
  'payment',
  'cookies',
  'ussdInstruction',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'amlkyc',
  'smsbets',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
  'betting-awards',
  'football-champions-rules',
];

/** Russian text has Cyrillic letters; English has none. */
export const CYRILLIC = /[А-Яа-яЁё]/;
