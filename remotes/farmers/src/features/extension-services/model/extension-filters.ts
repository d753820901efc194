/** The extension lists' filters and what they send the API (pure: the bar and its hooks are components/extension-filters.tsx). */

/** The values of an extension list's filter bar; '' means "all". */
export interface ExtensionFilters {
  search: string;
  officer: string;
  topic: string;
  /** Assignments: the status; call logs: the channel. */
  status: string;
  /** Assignments: overdue only; call logs: follow-ups due only. */
  flagged: boolean;
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

export const emptyExtensionFilters: ExtensionFilters = {
  search: '',
  officer: '',
  topic: '',
  status: '',
  flagged: false,
  from: '',
  to: '',
};

/** What both extension lists send the API besides paging. */
export interface ExtensionListParams {
  q?: string;
  from?: string;
  to?: string;
  status?: string;
  filter?: string;
}

export interface ParamNames {
  /** The list's field the Status select filters ('status' is sent as status=). */
  status: 'status' | 'channel';
  /** The boolean field the checkbox keeps true. */
  flag: 'overdue' | 'follow_up_due';
}

/** The filters as API parameters: q, from/to (due day or call day), status=, and filter=name:value pairs. */
export function extensionParams(filters: ExtensionFilters, names: ParamNames): ExtensionListParams {
  const params: ExtensionListParams = {};
  const q = filters.search.trim();
  if (q) params.q = q;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  const pairs: string[] = [];
  if (filters.officer) pairs.push(`officer_id:${filters.officer}`);
  if (filters.topic) pairs.push(`topic:${filters.topic}`);
  if (filters.status && names.status === 'status') params.status = filters.status;
  if (filters.status && names.status === 'channel') pairs.push(`channel:${filters.status}`);
  if (filters.flagged) pairs.push(`${names.flag}:true`);
  if (pairs.length) params.filter = pairs.join(',');
  return params;
}
