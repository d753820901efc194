import type { FilterOption } from '@maziwa/ui';
import type { ParamNames } from './extension-filters';
import { channelOptions, statusOptions, withAll } from './extension-text';

/** What differs between the two extension lists: their texts and the names their filters are sent under. */
export interface ExtensionListText {
  title: string;
  /** "Add Assignment": shown to those who may create (extension_services:create). */
  addLabel: string;
  /** Export Data downloads the whole filtered list under this name. */
  exportFileName: string;
  params: ParamNames;
  /** The filter bar's Status select ("All ..." first) and name, its checkbox and what its dates narrow. */
  filterBar: { statusOptions: FilterOption[]; statusLabel: string; flagLabel: string; dateLabel: string };
  loadingText: string;
  errorText: string;
}

/** Assignments (docs/screens.md#assignments). */
export const ASSIGNMENTS_LIST: ExtensionListText = {
  title: 'Assignments',
  addLabel: 'Add Assignment',
  exportFileName: 'extension-assignments.csv',
  params: { status: 'status', flag: 'overdue' },
  filterBar: {
    statusOptions: withAll('All Status', statusOptions),
    statusLabel: 'Status',
    flagLabel: 'Overdue only',
    dateLabel: 'Due',
  },
  loadingText: 'Loading assignments...',
  errorText: 'Failed to fetch assignments',
};

/** Call Logs (docs/screens.md#call-logs). */
export const CALL_LOGS_LIST: ExtensionListText = {
  title: 'Call Logs',
  addLabel: 'Add Call Log',
  exportFileName: 'extension-call-logs.csv',
  params: { status: 'channel', flag: 'follow_up_due' },
  filterBar: {
    statusOptions: withAll('All Channels', channelOptions),
    statusLabel: 'Channel',
    flagLabel: 'Follow-ups due only',
    dateLabel: 'Date',
  },
  loadingText: 'Loading call logs...',
  errorText: 'Failed to fetch call logs',
};
