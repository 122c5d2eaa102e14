import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The dictionary key for an issue the contract's schemas raise in a form (they carry no text of
 * their own): an empty field is `required`, otherwise the field says what is wrong with it. An issue
 * that already has a message (the form's own refinements: dictionary keys) keeps it; a field not
 * named here gets zod's default text.
 */
export function formIssueKey(issue: { code: string; path?: readonly PropertyKey[] | undefined; input?: unknown }): string | undefined {
  const field = String(issue.path?.at(-1) ?? '');
  if (issue.input === '' || issue.input === undefined) return 'auth.validation.required';
  switch (field) {
    case 'password':
    case 'newPassword':
    case 'currentPassword':
      return issue.code === 'too_big' ? 'auth.validation.passwordLong' : 'auth.validation.passwordShort';
    case 'code':
      return 'auth.validation.codeFormat';
    case 'email':
      return 'auth.validation.emailInvalid';
    case 'login':
      return 'auth.validation.loginInvalid';
    case 'phone':
      return issue.code === 'too_small' ? 'auth.validation.phoneTooShort' : issue.code === 'too_big' ? 'auth.validation.phoneTooLong' : 'auth.validation.phoneInvalid';
    case 'promoCode':
      return 'auth.validation.promoLong';
    case 'name':
    case 'surname':
      return 'auth.validation.nameLong';
    case 'countryCode':
    case 'currencyCode':
      return 'auth.validation.required';
    default:
      return undefined;
  }
}

/** react-hook-form's resolver for a form schema derived from the contract, worded by `formIssueKey`. */
export function formResolver<T extends z.ZodType<unknown, FieldValues>, Context = unknown>(schema: T): Resolver<z.input<T>, Context, z.output<T>> {
  // zodResolver's overloads do not follow a generic schema; this is its zod 4 overload, typed for T.
  const resolve = zodResolver as unknown as (schema: T, options: { error: (issue: never) => string | undefined }) => Resolver<z.input<T>, Context, z.output<T>>;
  return resolve(schema, { error: (issue: Parameters<typeof formIssueKey>[0]) => formIssueKey(issue) });
}
