import { limitsTextIn, type LimitsText } from './texts.ts';

/** S1 §3 Self-exclusion reason: id and its name. The ids are stored with the limit: never renumber. */
export const SELF_EXCLUDE_REASONS: readonly { id: number; text: LimitsText }[] = [
  { id: 1, text: { en: 'I spend too much time gambling', ru: 'Я трачу на игру слишком много времени' } },
  { id: 2, text: { en: 'I spend too much money gambling', ru: 'Я трачу на игру слишком много денег' } },
  { id: 3, text: { en: 'I want to take a break', ru: 'Я хочу сделать перерыв' } },
  { id: 4, text: { en: 'Gambling affects my family or work', ru: 'Игра мешает моей семье или работе' } },
  { id: 5, text: { en: 'Other', ru: 'Другое' } },
];

export function isSelfExcludeReason(id: number): boolean {
  return SELF_EXCLUDE_REASONS.some((r) => r.id === id);
}

/** GET …/reasons/selfexclude's list in the X-Language (S1 §3). */
export function selfExcludeReasonsIn(language: string | null | undefined): { id: number; selfExcludeReason: string }[] {
  return SELF_EXCLUDE_REASONS.map((r) => ({ id: r.id, selfExcludeReason: limitsTextIn(r.text, language) }));
}
