import type { ComponentType } from 'react';
import type { SiteConfig } from '@wager/contract';

/**
 * What the shell and the layouts show without knowing the sections behind them: layout slots
 * (S0 §1 header and footer as separately loaded parts, the maintenance notice of S0 §4.8, the
 * S0 §5/§8 error page) and modals opened by id (S0 §2.5.5 recharge, §2.5.9 identification, the
 * identity modals of S0 §4.3). Sections register into it from `sections/registry.ts`, the one
 * composition file that knows every section; the shell, the layouts and `ui/` never import a
 * section (`.dependency-cruiser.cjs`: shell-never-imports-sections).
 */
export type LazyModule<P> = () => Promise<{ default: ComponentType<P> }>;

export interface ErrorPageProps {
  status: number;
  lang: string;
  embedded?: boolean;
}

/** Layout slots: static ones render in place, lazy ones load their chunk on first render. */
export interface ShellSlots {
  /** S0 §1: the header part (its own chunk, retried per RETRY_POLICY.header). */
  header: LazyModule<object>;
  /** S0 §1: the footer part (its own chunk). */
  footer: LazyModule<object>;
  /** The header's place while its chunk loads. */
  headerSkeleton: ComponentType;
  /** S0 §4.8: the planned-maintenance notice under the header. */
  maintenanceWarning: ComponentType<{ maintenance: SiteConfig['maintenance'] }>;
  /** S0 §5, §8: the 404 / 500 page. */
  errorPage: ComponentType<ErrorPageProps>;
  /** The signed-in player's balance and deposit button in the header (S0 §3.1). */
  headerBalance: LazyModule<object>;
  /** The signed-in player's bet events (settlements, cash-outs; decision 015): mounted in the header, renders nothing. */
  betEvents: LazyModule<object>;
  /** The signed-in player's responsible-gaming pop-ups (S1 §2, §4): mounted in the header, shown when due. */
  responsiblePopups: LazyModule<object>;
}

/** Modals the shell opens by id; each is its own chunk, outside the initial bundle. */
export interface ShellModals {
  /** S0 §4.3: every identity modal (sign-in, registration, password reset, sign-out, captcha). */
  auth: LazyModule<object>;
  /** S0 §2.5.9: identification blocker. */
  identification: LazyModule<{ targetHref: string; onClose(): void }>;
  /** S0 §2.5.5: the recharge modal (useRechargeModal). */
  recharge: LazyModule<{ onClose(): void }>;
}

export interface ShellRegistry {
  slots: ShellSlots;
  modals: ShellModals;
}

let registry: ShellRegistry | null = null;

/** Called once by `sections/registry.ts` when the app's root module loads. */
export function registerSections(next: ShellRegistry): void {
  registry = next;
}

function current(): ShellRegistry {
  if (registry === null) throw new Error('no sections registered (sections/registry.ts is imported by root.tsx)');
  return registry;
}

export function slot<K extends keyof ShellSlots>(id: K): ShellSlots[K] {
  return current().slots[id];
}

/** The loader of modal `id`; called when it opens (or on hover, to preload). */
export function modalLoader<K extends keyof ShellModals>(id: K): ShellModals[K] {
  return current().modals[id];
}
