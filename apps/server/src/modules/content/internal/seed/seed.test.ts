import { describe, expect, it } from 'vitest';
import { ContentBlock, ContentPageInput } from '@wager/contract';
import { INFORMATION_PAGES_EN } from './pages.en.ts';
import { INFORMATION_PAGES_RU } from './pages.ru.ts';
import { RULES_EN } from './rules.en.ts';
import { RULES_RU } from './rules.ru.ts';
import type { SeedPage, SeedRuleGroup } from './types.ts';
import { CYRILLIC, INFORMATION_SLUGS } from './expected-pages.ts';

const textOf = (blocks: readonly ContentBlock[]) =>
  blocks.map((block) => (block.type === 'list' ? block.items.join(' ') : block.type === 'contact' ? `${block.label} ${block.value}` : block.text)).join(' ');
const pageText = (page: SeedPage) => `${page.title} ${page.summary} ${textOf(page.body)}`;
const rulesText = (groups: readonly SeedRuleGroup[]) =>
  groups.map((group) => `${group.title} ${group.chapters.map((c) => `${c.title} ${textOf(c.body)}`).join(' ')}`);

describe('seeded information content (S0 §2.2)', () => {
  it('beyond the spec: every information page of the route table has an English and a Russian text, in the same order', () => {
    expect(INFORMATION_PAGES_EN.map((page) => page.slug)).toEqual(INFORMATION_SLUGS);
    expect(INFORMATION_PAGES_RU.map((page) => page.slug)).toEqual(INFORMATION_SLUGS);
  });

  it('beyond the spec: each page is a valid page input (structured blocks, never HTML), with a summary fit for a meta description', () => {
    for (const page of [...INFORMATION_PAGES_EN, ...INFORMATION_PAGES_RU]) {
      expect(() => ContentPageInput.parse(page), page.slug).not.toThrow();
      expect(pageText(page), page.slug).not.toMatch(/<[a-z/!]/i);
      expect(page.summary.length, page.slug).toBeLessThanOrEqual(200);
      expect(page.body.filter((block) => block.type === 'heading').length, page.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('S0 §1: the Russian text is Russian and the English text is English', () => {
    for (const page of INFORMATION_PAGES_RU) expect(CYRILLIC.test(page.title) && CYRILLIC.test(page.summary), page.slug).toBe(true);
    for (const page of INFORMATION_PAGES_EN) expect(CYRILLIC.test(pageText(page)), page.slug).toBe(false);
    for (const text of rulesText(RULES_RU)) expect(CYRILLIC.test(text)).toBe(true);
    for (const text of rulesText(RULES_EN)) expect(CYRILLIC.test(text)).toBe(false);
  });

  it('beyond the spec: no licence details are invented: the licence page leaves them to the operator in brackets', () => {
    for (const page of [INFORMATION_PAGES_EN, INFORMATION_PAGES_RU].map((pages) => pages.find((p) => p.slug === 'licenses')!)) {
      const text = pageText(page);
      expect(text).toMatch(/\[[^\]]+\]/);
      expect(text).not.toMatch(/\b\d{4,}\/(?!DEMO)/);
    }
  });

  it('S0 §2.2 information/rules: the same groups and chapters in both languages, 2 to 6 chapters each', () => {
    const shape = (groups: readonly SeedRuleGroup[]) => groups.map((group) => [group.groupId, group.chapters.length]);
    expect(shape(RULES_RU)).toEqual(shape(RULES_EN));
    expect(RULES_EN.map((group) => group.groupId)).toEqual(RULES_EN.map((_, index) => index + 1));
    for (const group of [...RULES_EN, ...RULES_RU]) {
      expect(group.chapters.length, group.title).toBeGreaterThanOrEqual(2);
      expect(group.chapters.length, group.title).toBeLessThanOrEqual(6);
      for (const chapter of group.chapters) expect(() => ContentBlock.array().min(1).parse(chapter.body), chapter.title).not.toThrow();
    }
  });
});
