import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { createI18n } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../shell/api-client.ts';
import { errorKey, operatorRefusalCode } from './play-context.ts';

describe('decision 021: a Wager Studio bet the operator refused for a limit gets the limit wording (en + ru)', () => {
  const t = createI18n('en', en).t;
  const tRu = createI18n('ru', ru).t;

  it.each([
    ['SELF_EXCLUDED', 'Refused: your account is self-excluded.'],
    ['TIMED_OUT', 'Refused: you are on a time-out.'],
    ['LIMIT_REACHED', 'Refused: this would pass one of your limits.'],
  ])('decision 021: the operator refusing a Wager Studio bet with %s gets the limit wording', (code, text) => {
    const error = new ApiRequestError(409, { code: 'STUDIO_OPERATOR_REFUSED', message: `The operator refused the bet (${code}).` } as never);
    expect(operatorRefusalCode(error)).toBe(code);
    expect(t(errorKey(error))).toBe(text);
    expect(tRu(errorKey(error))).toMatch(/^Отказано: /);
  });

  it('decision 021: any other operator refusal stays the studio\'s own wording', () => {
    expect(errorKey(new ApiRequestError(409, { code: 'STUDIO_OPERATOR_REFUSED', message: 'The operator refused the bet (BET_LIMIT).' } as never))).toBe('studio.errors.operator');
    expect(errorKey(new ApiRequestError(502, { code: 'STUDIO_OPERATOR_REFUSED', message: 'The operator did not answer.' } as never))).toBe('studio.errors.operator');
  });
});
