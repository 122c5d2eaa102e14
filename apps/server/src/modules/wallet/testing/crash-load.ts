import type { TransferRequest } from '../internal/ledger.service.ts';

/** One player account the crash load moves money between. */
export interface LoadAccount {
  accountId: number;
  currencyCode: string;
}

/** A transfer of the crash load, small enough to print on one line and to rebuild the exact request from. */
export interface LoadSpec {
  key: string;
  kind: 'deposit' | 'withdrawal' | 'p2p' | 'bet' | 'win';
  from: number;
  to: number;
  amount: string;
}

const provider = { system: { ownerKind: 'provider' as const, code: 'sandbox' } };
const house = { system: { ownerKind: 'house' as const, code: 'house' } };

/** The ledger request of a load spec; the same spec always gives the same request (replays must match). */
export function loadRequest(spec: LoadSpec, accounts: readonly LoadAccount[]): TransferRequest {
  const amount = BigInt(spec.amount);
  const from = accounts[spec.from]!;
  const to = accounts[spec.to]!;
  const base = { idempotencyKey: spec.key, kind: spec.kind, actor: 'crash-load', reference: { kind: 'crash', id: spec.key } };
  switch (spec.kind) {
    case 'deposit':
      return { ...base, postings: [{ target: provider, currencyCode: to.currencyCode, amountMinor: -amount }, { target: { accountId: to.accountId }, currencyCode: to.currencyCode, amountMinor: amount }] };
    case 'withdrawal':
      return { ...base, postings: [{ target: { accountId: from.accountId }, currencyCode: from.currencyCode, amountMinor: -amount }, { target: provider, currencyCode: from.currencyCode, amountMinor: amount }] };
    case 'bet':
      return { ...base, postings: [{ target: { accountId: from.accountId }, currencyCode: from.currencyCode, amountMinor: -amount }, { target: house, currencyCode: from.currencyCode, amountMinor: amount }] };
    case 'win':
      return { ...base, postings: [{ target: house, currencyCode: to.currencyCode, amountMinor: -amount }, { target: { accountId: to.accountId }, currencyCode: to.currencyCode, amountMinor: amount }] };
    case 'p2p':
      return {
        ...base,
        postings: [
          { target: { accountId: from.accountId }, currencyCode: from.currencyCode, amountMinor: -amount },
          { target: { accountId: to.accountId }, currencyCode: to.currencyCode, amountMinor: amount },
        ],
      };
  }
}

/** A random load spec between accounts of one currency (p2p picks a partner in the same currency). */
export function randomSpec(key: string, accounts: readonly LoadAccount[], random: () => number = Math.random): LoadSpec {
  const pick = () => Math.floor(random() * accounts.length);
  const kinds: LoadSpec['kind'][] = ['deposit', 'deposit', 'withdrawal', 'p2p', 'p2p', 'bet', 'win'];
  const kind = kinds[Math.floor(random() * kinds.length)]!;
  const from = pick();
  const partners = accounts.map((a, i) => i).filter((i) => i !== from && accounts[i]!.currencyCode === accounts[from]!.currencyCode);
  const to = kind === 'p2p' ? partners[Math.floor(random() * partners.length)]! : from;
  const amount = kind === 'deposit' ? 1 + Math.floor(random() * 5_000) : 1 + Math.floor(random() * 1_500);
  return { key, kind, from, to, amount: String(amount) };
}
