export { formatMinor, parseMajorToMinor, parseMinor } from './money.ts';
export { checkTransfer, lockOrder, pickLeastBusyShard, pickShard } from './transfer-rules.ts';
export type { TransferLeg, TransferProblem } from './transfer-rules.ts';
export { DEFAULT_BATCH_LIMITS, takeBatch } from './transfer-batch.ts';
export type { BatchCandidate, BatchLimits } from './transfer-batch.ts';
