import type { Location } from '@maziwa/contracts';

/** Opening and closing time, "HH:mm" each ('' when not given). */
export interface OperatingHours {
  opens: string;
  closes: string;
}

/** The collection centre form (spec 5: centerName, address, latitude, longitude, ...). */
export interface CentreFormValues {
  centerName: string;
  /** Filled by the map picker, or typed when maps are unavailable. */
  address: string;
  /** '' while empty. */
  latitude: number | '';
  longitude: number | '';
  contactPerson: string;
  phoneNumber: string;
  operatingHours: OperatingHours;
  /** The QA/Collector user-role link's id. */
  assignedQAAgent: string;
  /** Litres; '' while empty. */
  capacity: number | '';
  /** Active. */
  status: boolean;
  notes: string;
}

/** A new centre: capacity 0 and active (docs/screens.md#add-collection-center). */
export const emptyCentre: CentreFormValues = {
  centerName: '',
  address: '',
  latitude: '',
  longitude: '',
  contactPerson: '',
  phoneNumber: '',
  operatingHours: { opens: '', closes: '' },
  assignedQAAgent: '',
  capacity: 0,
  status: true,
  notes: '',
};

const hoursOf = (text: string | null): OperatingHours => {
  const [opens = '', closes = ''] = (text ?? '').split('-');
  return { opens, closes };
};

/** What the Edit dialog starts from; the first of several QA agents stands for them. */
export function valuesOfLocation(location: Location): CentreFormValues {
  return {
    centerName: location.name,
    address: location.address,
    latitude: location.coordinates.latitude,
    longitude: location.coordinates.longitude,
    contactPerson: location.contact_person ?? '',
    phoneNumber: location.phone ?? '',
    operatingHours: hoursOf(location.operating_hours),
    assignedQAAgent: location.qa_agents[0]?.id ?? '',
    capacity: location.capacity,
    status: location.is_active,
    notes: location.notes ?? '',
  };
}

/** "06:00-18:00", or null when no hours were given. */
export function operatingHoursText({ opens, closes }: OperatingHours): string | null {
  return opens && closes ? `${opens}-${closes}` : null;
}
