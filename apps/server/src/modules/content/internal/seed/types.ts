/**
 * A block of page text as the seed writes it: the shape of `content.pages.body` items, repeated
 * here so seed data does not import the database package (decision 009); the repository's insert
 * checks the two still agree.
 */
export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'contact'; label: string; value: string; href?: string };

/** An information page as seeded (S0 §2.2); the slug is the route table's page name. */
export interface SeedPage {
  slug: string;
  title: string;
  summary: string;
  body: ContentBlock[];
}

/** A group of the betting rules; chapters are numbered from 1 in this order. */
export interface SeedRuleGroup {
  groupId: number;
  title: string;
  chapters: { title: string; body: ContentBlock[] }[];
}

export const h = (text: string): ContentBlock => ({ type: 'heading', text });
export const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
export const list = (...items: string[]): ContentBlock => ({ type: 'list', items });
export const contact = (label: string, value: string, href?: string): ContentBlock =>
  href ? { type: 'contact', label, value, href } : { type: 'contact', label, value };
