import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LimitDialog } from './dialog.tsx';
import type { OpenQuestions } from './use-limit-actions.ts';

/** S1 §4: the questions a looser limit must pass before it waits for approval (decision 021). */
export function QuestionsDialog({ open, busy, onAnswer, onClose }: { open: OpenQuestions; busy: boolean; onAnswer(answers: { questionId: number; answerId: number }[]): void; onClose(): void }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Record<number, number>>({});
  const complete = open.questions.every((question) => picked[question.id] !== undefined);
  return (
    <LimitDialog title={t('responsible.questions.title')} description={t('responsible.questions.intro')} onClose={onClose} testId="limit-questions">
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) onAnswer(open.questions.map((question) => ({ questionId: question.id, answerId: picked[question.id] as number })));
        }}
      >
        {open.questions.map((question) => (
          <fieldset key={question.id} className="space-y-2">
            <legend className="text-sm font-semibold">{question.text}</legend>
            {question.answers.map((answer) => (
              <label key={answer.id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm hover:border-accent">
                <input type="radio" name={`q-${question.id}`} checked={picked[question.id] === answer.id} onChange={() => setPicked((old) => ({ ...old, [question.id]: answer.id }))} />
                {answer.text}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('responsible.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!complete || busy}>
            {t('responsible.questions.submit')}
          </button>
        </div>
      </form>
    </LimitDialog>
  );
}
