/**
 * Whose queue: one person in one organisation. Each scope has its own IndexedDB database, so
 * on a phone shared by two clerks (or one clerk in two organisations) nobody sees, sends or
 * discards another's deliveries.
 */
export interface QueueScope {
  organizationId: string;
  userId: string;
}

/** The database of a scope: `maziwa-queue:<organisation>:<person>`. */
export function databaseName(scope: QueueScope): string {
  return `maziwa-queue:${scope.organizationId}:${scope.userId}`;
}
