import { limitsTextIn, type LimitsText } from './texts.ts';

/**
 * The short self-assessment an increase or removal of a limit must pass first (decision 021):
 * affordability and four PGSI-inspired questions (not the PGSI's own wording or scoring). The
 * ids are stored with a question token: never renumber. An answer id is the question id × 10 plus
 * its place, so an answer given to the wrong question is unknown.
 */
export interface LimitQuestionDefinition {
  id: number;
  text: LimitsText;
  answers: readonly { id: number; text: LimitsText; passes: boolean }[];
}

const NEVER: LimitsText = { en: 'Never', ru: 'Никогда' };
const SOMETIMES: LimitsText = { en: 'Sometimes', ru: 'Иногда' };
const OFTEN: LimitsText = { en: 'Most of the time', ru: 'Часто' };
const ALWAYS: LimitsText = { en: 'Almost always', ru: 'Почти всегда' };

/** A frequency question; `sometimesPasses`: an occasional "yes" is still within a low-risk answer. */
function frequency(id: number, text: LimitsText, sometimesPasses: boolean): LimitQuestionDefinition {
  return {
    id,
    text,
    answers: [
      { id: id * 10 + 1, text: NEVER, passes: true },
      { id: id * 10 + 2, text: SOMETIMES, passes: sometimesPasses },
      { id: id * 10 + 3, text: OFTEN, passes: false },
      { id: id * 10 + 4, text: ALWAYS, passes: false },
    ],
  };
}

export const LIMIT_QUESTIONS: readonly LimitQuestionDefinition[] = [
  {
    id: 1,
    text: {
      en: 'Can you afford the higher limit from the money left after your essential bills?',
      ru: 'Можете ли вы позволить себе более высокий лимит из денег, оставшихся после обязательных расходов?',
    },
    answers: [
      { id: 11, text: { en: 'Yes', ru: 'Да' }, passes: true },
      { id: 12, text: { en: 'No', ru: 'Нет' }, passes: false },
      { id: 13, text: { en: 'I am not sure', ru: 'Не уверен' }, passes: false },
    ],
  },
  frequency(2, { en: 'Do you spend more on gambling than you can afford to lose?', ru: 'Тратите ли вы на игру больше, чем можете позволить себе проиграть?' }, false),
  frequency(3, { en: 'Have you tried to win back money you lost?', ru: 'Пытались ли вы отыграть проигранные деньги?' }, true),
  frequency(4, { en: 'Has anyone criticised your gambling?', ru: 'Критиковал ли кто-нибудь ваше увлечение игрой?' }, true),
  frequency(5, { en: 'Do you feel guilty about your gambling?', ru: 'Чувствуете ли вы вину из-за игры?' }, true),
];

/** The questions asked for every increase or removal, in order. */
export const LIMIT_QUESTION_IDS: readonly number[] = LIMIT_QUESTIONS.map((q) => q.id);

/** The contract's LimitQuestion list in the X-Language. */
export function limitQuestionsIn(language: string | null | undefined, ids: readonly number[] = LIMIT_QUESTION_IDS): { id: number; text: string; answers: { id: number; text: string }[] }[] {
  return ids.flatMap((id) => {
    const q = LIMIT_QUESTIONS.find((x) => x.id === id);
    if (!q) return [];
    return [{ id: q.id, text: limitsTextIn(q.text, language), answers: q.answers.map((a) => ({ id: a.id, text: limitsTextIn(a.text, language) })) }];
  });
}

export interface GradedAnswers {
  results: { questionId: number; passed: boolean }[];
  success: boolean;
}

/**
 * S1 §3 test-answer response: one result per question asked (passed when answered exactly once
 * with a passing answer of that question) plus one failed result per answer to a question not
 * asked. Success needs questions asked and every result passed; unknown ids fail.
 */
export function gradeAnswers(questionIds: readonly number[], answers: readonly { questionId: number; answerId: number }[]): GradedAnswers {
  const results = questionIds.map((questionId) => {
    const given = answers.filter((a) => a.questionId === questionId);
    const question = LIMIT_QUESTIONS.find((q) => q.id === questionId);
    const answer = given.length === 1 ? question?.answers.find((a) => a.id === given[0]!.answerId) : undefined;
    return { questionId, passed: answer?.passes === true };
  });
  const strays = [...new Set(answers.map((a) => a.questionId).filter((id) => !questionIds.includes(id)))];
  for (const questionId of strays) results.push({ questionId, passed: false });
  return { results, success: questionIds.length > 0 && results.every((r) => r.passed) };
}
