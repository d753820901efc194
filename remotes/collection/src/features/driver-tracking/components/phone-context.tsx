import { createContext, useContext, type ReactNode } from 'react';
import type { PhoneLookup } from '../api/get-driver-phones';
import type { TrackingRow } from '../api/get-driver-tracking';

type PhoneOf = (row: TrackingRow) => PhoneLookup;

const PhoneContext = createContext<PhoneOf>((row) =>
  row.phone ? { phone: row.phone } : { phone: null, reason: 'Looking up the phone number...' },
);

/**
 * Gives the table's action cells the phones, which arrive after the rows, without
 * rebuilding the table's columns.
 */
export function PhoneProvider({ phoneOf, children }: { phoneOf: PhoneOf; children: ReactNode }) {
  return <PhoneContext.Provider value={phoneOf}>{children}</PhoneContext.Provider>;
}

/** The phone of a row's driver, or why there is none. */
export function usePhone(row: TrackingRow): PhoneLookup {
  return useContext(PhoneContext)(row);
}
