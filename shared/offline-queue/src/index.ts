// @maziwa/offline-queue: writes recorded on a phone (deliveries at a collection centre) kept in
// IndexedDB until the API has them. One database per person and organisation; each write has
// its id and recording time from the tap; a sender sends them oldest first, one tab at a time.
export { databaseName, type QueueScope } from './scope';
export { toTheSecond, type ItemState, type QueuedItem } from './item';
export { OfflineQueue, type RecordedAs } from './queue';
export { createSender, type RoundResult, type Sender, type SenderOptions, type SendOutcome } from './sender';
export { notSentCount, type NotSent } from './waiting-count';
