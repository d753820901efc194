import { producerLabel } from '@maziwa/api-client';
import type { ExtensionAssignment } from '@maziwa/contracts';
import * as yup from 'yup';
import type { AssignmentStatus, Topic } from './extension-text';

/** Whom a visit is for. */
export type TargetKind = 'farmer' | 'route' | 'centre';

export interface AssignmentFormValues {
  officerId: string;
  targetKind: TargetKind;
  producerId: string;
  /** What the farmer box shows once one is chosen. */
  producerLabel: string;
  routeId: string;
  locationId: string;
  topic: Topic | '';
  /** yyyy-MM-dd */
  dueOn: string;
  status: AssignmentStatus;
  notes: string;
}

export const emptyAssignment: AssignmentFormValues = {
  officerId: '',
  targetKind: 'farmer',
  producerId: '',
  producerLabel: '',
  routeId: '',
  locationId: '',
  topic: '',
  dueOn: '',
  status: 'planned',
  notes: '',
};

/** The form's values of a stored visit. */
export function assignmentValues(row: ExtensionAssignment): AssignmentFormValues {
  const targetKind: TargetKind = row.route_id ? 'route' : row.location_id ? 'centre' : 'farmer';
  const farmer = row.farmer_name ? producerLabel(row.farmer_name, row.member_id) : '';
  return {
    officerId: row.officer_id,
    targetKind,
    producerId: row.producer_id ?? '',
    producerLabel: farmer,
    routeId: row.route_id ?? '',
    locationId: row.location_id ?? '',
    topic: row.topic,
    dueOn: row.due_on,
    status: row.status,
    notes: row.notes ?? '',
  };
}

const when = (kind: TargetKind, message: string) =>
  yup
    .string()
    .when('targetKind', { is: kind, then: (rule) => rule.required(message), otherwise: (rule) => rule.strip() });

// `satisfies` keeps the rules and the form values in step.
const rules = {
  officerId: yup.string().required('Choose an officer'),
  targetKind: yup.string().oneOf(['farmer', 'route', 'centre']).required(),
  producerId: when('farmer', 'Choose a farmer from the search results'),
  producerLabel: yup.string(),
  routeId: when('route', 'Choose a route'),
  locationId: when('centre', 'Choose a collection centre'),
  topic: yup.string().required('Choose a topic'),
  dueOn: yup.string().required('Due Date is required'),
  status: yup.string().oneOf(['planned', 'done', 'missed']).required('Status is required'),
  notes: yup.string().max(2000, 'Notes must be at most 2,000 characters'),
} satisfies Record<keyof AssignmentFormValues, yup.AnySchema>;

/** Rules of Add Assignment and Edit Assignment (docs/rules.md#extension-services). */
export const assignmentFormSchema = yup.object(rules);

export interface MarkDoneValues {
  outcome: string;
}

/** Mark done asks what came of the visit. */
export const markDoneSchema = yup.object({
  outcome: yup
    .string()
    .trim()
    .required('Write what came of the visit')
    .max(2000, 'Notes must be at most 2,000 characters'),
} satisfies Record<keyof MarkDoneValues, yup.AnySchema>);
