export { isPollingActive, PAUSE_POLLING_AFTER_LEAVE_MS, POLL_INTERVALS, pollInterval, type PollScreen, type PollSection } from './polling.ts';
