import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LimitQuestion, LimitsAnswer, SaveLimitsRequest } from '@wager/contract';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../shell/api-client.ts';
import { notify } from '../../shell/notifications/notifications.ts';
import { approveLimit, limitKeys, rejectLimit, saveLimits, sendTestAnswers, useLimitsWriter } from './api.ts';

/** An open questionnaire (S1 §4: the save answered `questions` with a token). */
export interface OpenQuestions {
  tokenGuid: string;
  questions: LimitQuestion[];
}

/**
 * S1 §8 limit save failure: the status and the title from the answer; by default 403 and an
 * empty title.
 */
export function saveFailureText(t: TFunction, error: unknown): string {
  const status = error instanceof ApiRequestError && error.status > 0 ? error.status : 403;
  const title = error instanceof ApiRequestError ? error.body.message : '';
  const head = t('responsible.save.failed', { status });
  return title ? `${head} ${title}` : head;
}

/**
 * The screen's writes (S1 §4): save (maybe questions first), answer the questions, approve and
 * reject a pending change. The answers' `limitsData` go straight into the shared query; the S1 §8
 * texts go to notifications.
 */
export function useLimitActions(t: TFunction, lang: string) {
  const writer = useLimitsWriter();
  const client = useQueryClient();
  const [questions, setQuestions] = useState<OpenQuestions | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (limits: SaveLimitsRequest['limits']): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await saveLimits(lang, { limits });
      if (answer.status === 'questions' && answer.questions && answer.tokenGuid) {
        setQuestions({ tokenGuid: answer.tokenGuid, questions: answer.questions });
        return false;
      }
      writer.put(answer.limitsData);
      void writer.refresh();
      const pending = answer.limitsData.some((limit) => limit.limitState === 'PENDING');
      notify({ kind: 'success', message: t(pending ? 'responsible.save.pending' : 'responsible.save.saved') });
      return true;
    } catch (error) {
      notify({ kind: 'error', message: saveFailureText(t, error) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** S1 §4: on success the limits are refreshed, otherwise reloaded, and the player told why. */
  const answer = async (answers: { questionId: number; answerId: number }[]): Promise<void> => {
    if (!questions) return;
    setBusy(true);
    try {
      const result = await sendTestAnswers(lang, { tokenGuid: questions.tokenGuid, answers });
      setQuestions(null);
      if (result.success) {
        writer.put(result.limitsData);
        notify({ kind: 'success', message: t('responsible.save.pending') });
      } else {
        const failed = result.questionsResult.filter((item) => !item.passed).length;
        notify({ kind: 'warning', message: t('responsible.questions.failed', { count: failed }) });
      }
      void writer.refresh();
    } catch (error) {
      setQuestions(null);
      notify({ kind: 'error', message: saveFailureText(t, error) });
      void writer.refresh();
    } finally {
      setBusy(false);
    }
  };

  /** S1 §8: the server's title, else "confirm limit success" / "confirm limit error". */
  const approve = async (limitType: number): Promise<boolean> => {
    try {
      await approveLimit(lang, limitType);
      notify({ kind: 'success', message: t('responsible.action.confirmSuccess') });
      void writer.refresh();
      return true;
    } catch (error) {
      notify({ kind: 'error', message: (error instanceof ApiRequestError && error.body.message) || t('responsible.action.confirmError') });
      void writer.refresh();
      return false;
    }
  };

  /** S1 §8: "cancel limit success" / "cancel limit error"; a successful reject drops the pending rows here at once. */
  const reject = async (limitType: number): Promise<boolean> => {
    try {
      await rejectLimit(lang, limitType);
      client.setQueryData(limitKeys.list(), (old: LimitsAnswer | undefined) =>
        old ? { ...old, limits: old.limits.filter((limit) => !(limit.limitType === limitType && limit.limitState === 'PENDING')) } : old,
      );
      notify({ kind: 'success', message: t('responsible.action.cancelSuccess') });
      void writer.refresh();
      return true;
    } catch (error) {
      notify({ kind: 'error', message: (error instanceof ApiRequestError && error.body.message) || t('responsible.action.cancelError') });
      return false;
    }
  };

  return { save, answer, approve, reject, questions, closeQuestions: () => setQuestions(null), busy };
}
