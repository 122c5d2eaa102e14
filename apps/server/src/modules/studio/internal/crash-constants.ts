/** The shared crash round's timing and public client seed (decision 020), for the loop and the interrupted-round rule. */
export const CRASH_BETTING_MS = 6000;
export const CRASH_PAUSE_MS = 3000;
/** The public client seed of every shared crash round; the round's number is the nonce. */
export const CRASH_CLIENT_SEED = 'wager-studio-crash';
