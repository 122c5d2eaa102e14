import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMIT_QUESTIONS, LIMIT_QUESTION_IDS, gradeAnswers, limitQuestionsIn } from './questionnaire.ts';
import { SELF_EXCLUDE_REASONS, isSelfExcludeReason, selfExcludeReasonsIn } from './reasons.ts';
import { limitsTextIn } from './texts.ts';

const passing = LIMIT_QUESTIONS.map((q) => ({ questionId: q.id, answerId: q.answers.find((a) => a.passes)!.id }));

describe('the self-assessment questionnaire (S1 §3 testanswers; decision 021)', () => {
  it('decision 021: 4–5 questions, stable unique ids, each with a passing and a failing answer, in English and Russian', () => {
    expect(LIMIT_QUESTIONS.length).toBeGreaterThanOrEqual(4);
    expect(LIMIT_QUESTIONS.length).toBeLessThanOrEqual(5);
    expect(LIMIT_QUESTION_IDS).toEqual([1, 2, 3, 4, 5]);
    const answerIds = LIMIT_QUESTIONS.flatMap((q) => q.answers.map((a) => a.id));
    expect(new Set(answerIds).size).toBe(answerIds.length);
    for (const q of LIMIT_QUESTIONS) {
      expect(q.answers.some((a) => a.passes)).toBe(true);
      expect(q.answers.some((a) => !a.passes)).toBe(true);
      for (const t of [q.text, ...q.answers.map((a) => a.text)]) {
        expect(t.en.length).toBeGreaterThan(1);
        expect(t.ru).toMatch(/[а-яё]/i);
      }
    }
  });

  it('UKGC RTS 12 "positive confirmation": spending more than one can afford to lose, even sometimes, fails', () => {
    expect(gradeAnswers([2], [{ questionId: 2, answerId: 22 }])).toEqual({ results: [{ questionId: 2, passed: false }], success: false });
    expect(gradeAnswers([1], [{ questionId: 1, answerId: 13 }]).success).toBe(false);
  });

  it('decision 021: every question answered with a passing answer succeeds', () => {
    expect(gradeAnswers(LIMIT_QUESTION_IDS, passing)).toEqual({ results: LIMIT_QUESTION_IDS.map((questionId) => ({ questionId, passed: true })), success: true });
  });

  it.each<[string, number[], { questionId: number; answerId: number }[]]>([
    ['a question left unanswered', [1, 2], [{ questionId: 1, answerId: 11 }]],
    ['an answer of another question', [1], [{ questionId: 1, answerId: 21 }]],
    ['an unknown answer id', [1], [{ questionId: 1, answerId: 99 }]],
    ['an unknown question id', [99], [{ questionId: 99, answerId: 991 }]],
    ['two answers to one question', [3], [{ questionId: 3, answerId: 31 }, { questionId: 3, answerId: 34 }]],
    ['an answer to a question not asked', [1], [{ questionId: 1, answerId: 11 }, { questionId: 2, answerId: 21 }]],
    ['no questions asked', [], []],
  ])('decision 021: %s fails', (_name, ids, answers) => {
    expect(gradeAnswers(ids, answers).success).toBe(false);
  });

  it('decision 021: the results list the questions asked, then the strays', () => {
    expect(gradeAnswers([1, 3], [{ questionId: 3, answerId: 32 }, { questionId: 7, answerId: 71 }]).results).toEqual([
      { questionId: 1, passed: false },
      { questionId: 3, passed: true },
      { questionId: 7, passed: false },
    ]);
  });

  it('decision 021 property: success exactly when every question asked has one passing answer and nothing else was answered', () => {
    const answer = fc.record({ questionId: fc.integer({ min: 0, max: 7 }), answerId: fc.integer({ min: 0, max: 80 }) });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 6 }), fc.array(answer, { maxLength: 8 }), (ids, answers) => {
        const g = gradeAnswers(ids, answers);
        const ok =
          ids.length > 0 &&
          answers.every((a) => ids.includes(a.questionId)) &&
          ids.every((id) => {
            const given = answers.filter((a) => a.questionId === id);
            const q = LIMIT_QUESTIONS.find((x) => x.id === id);
            return given.length === 1 && q?.answers.some((a) => a.id === given[0]!.answerId && a.passes) === true;
          });
        expect(g.success).toBe(ok);
        expect(g.results.slice(0, ids.length).map((r) => r.questionId)).toEqual(ids);
      }),
    );
  });

  it('S1 §3 / X-Language: the questions come in Russian for ru and in English otherwise', () => {
    const ru = limitQuestionsIn('ru');
    expect(ru.map((q) => q.id)).toEqual(LIMIT_QUESTION_IDS);
    expect(ru[0]!.text).toBe(LIMIT_QUESTIONS[0]!.text.ru);
    expect(ru[0]!.answers.map((a) => a.id)).toEqual([11, 12, 13]);
    expect(limitQuestionsIn('de')[1]!.text).toBe('Do you spend more on gambling than you can afford to lose?');
    expect(limitQuestionsIn('en', [3, 99]).map((q) => q.id)).toEqual([3]);
  });
});

describe('self-exclusion reasons (S1 §3)', () => {
  it('S1 §3: each reason has a stable id and a name in English and Russian; "Other" is offered', () => {
    expect(new Set(SELF_EXCLUDE_REASONS.map((r) => r.id)).size).toBe(SELF_EXCLUDE_REASONS.length);
    expect(SELF_EXCLUDE_REASONS.map((r) => r.text.en)).toContain('Other');
    expect(selfExcludeReasonsIn('ru')[0]).toEqual({ id: 1, selfExcludeReason: 'Я трачу на игру слишком много времени' });
    expect(selfExcludeReasonsIn(undefined)[2]).toEqual({ id: 3, selfExcludeReason: 'I want to take a break' });
    expect(isSelfExcludeReason(5)).toBe(true);
    expect(isSelfExcludeReason(0)).toBe(false);
  });

  it.each<[string | null | undefined, string]>([
    ['ru', 'ru'],
    ['RU', 'ru'],
    ['ru-RU', 'ru'],
    ['en', 'en'],
    ['kk', 'en'],
    [null, 'en'],
  ])('S1 §5 language fallback: %s → %s', (language, expected) => {
    expect(limitsTextIn({ en: 'en', ru: 'ru' }, language)).toBe(expected);
  });
});
