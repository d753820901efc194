import type { RejectionReason, Shift } from '@maziwa/contracts';
import { Button, ConfirmDialog, formatLitres, lazyDialog } from '@maziwa/ui';
import { useEffect, useRef, useState } from 'react';
import {
  deliveryFields,
  entryErrors,
  NO_READINGS,
  unusualValues,
  type DeliveryFields,
  type IntakeEntry,
  type IntakeFarmer,
  type IntakeField,
  type IntakeReadings,
} from '../model/delivery';
import { farmerLabel } from '../model/find-farmers';
import { FarmerPicker } from './farmer-picker';
import { NumberInput } from './number-input';

/** A measured reading's field: what the clerk reads off the instrument, in its unit. */
interface ReadingField {
  name: Exclude<keyof IntakeReadings, 'alcohol_test'>;
  label: string;
  unit: string;
  step: string;
}

// Every centre has a lactometer and a thermometer; fat, protein and SCC need an analyser.
const QUICK_READINGS: ReadingField[] = [
  { name: 'density', label: 'Density', unit: 'g/ml', step: '0.001' },
  { name: 'temperature_c', label: 'Temperature', unit: '°C', step: '0.1' },
];
const ANALYSER_READINGS: ReadingField[] = [
  { name: 'fat_pct', label: 'Fat', unit: '%', step: '0.01' },
  { name: 'protein_pct', label: 'Protein', unit: '%', step: '0.01' },
  { name: 'scc', label: 'SCC', unit: 'cells/ml', step: '1' },
];

const loadRejectDialog = () => import('./reject-dialog').then((module) => module.RejectDialog);
const RejectDialog = lazyDialog(loadRejectDialog);

type Verdict = { status: 'accepted' } | { status: 'rejected'; reason: RejectionReason };

export interface IntakeFormProps {
  centreId: string;
  shift: Shift;
  farmers: IntakeFarmer[];
  farmersStatus?: string;
  /** Keeps the delivery on the phone; resolves once it is there. */
  onRecord(fields: DeliveryFields, farmer: IntakeFarmer): Promise<void>;
}

const EMPTY: IntakeEntry = { litres: '', readings: NO_READINGS };

/**
 * Farmer after farmer: the member number or name, the litres, optional quick readings, then
 * Accept (one tap) or Reject (asks the coded reason). Values far outside the usual ask to
 * confirm, impossible ones are field errors. Once recorded the form is empty again with the
 * member field focused, for the next farmer.
 */
export function IntakeForm({ centreId, shift, farmers, farmersStatus, onRecord }: IntakeFormProps) {
  const [farmer, setFarmer] = useState<IntakeFarmer | null>(null);
  const [entry, setEntry] = useState<IntakeEntry>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<IntakeField | 'farmer', string>>>({});
  const [confirming, setConfirming] = useState<{ next: 'accept' | 'reject'; unusual: string[] } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const [focusFarmer, setFocusFarmer] = useState(0);
  const farmerInput = useRef<HTMLInputElement>(null);
  const litresInput = useRef<HTMLInputElement>(null);

  // The reject dialog's code (with the form kit) is fetched ahead, so that Reject opens offline
  // later: once the first farmer is chosen, or 10 s after the page opened, well after its first
  // load (the page's weight counts without it).
  const prefetched = useRef(false);
  const prefetchReject = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    void loadRejectDialog().catch(() => {
      prefetched.current = false;
    });
  };
  useEffect(() => {
    const id = setTimeout(prefetchReject, 10_000);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (focusFarmer > 0) farmerInput.current?.focus();
  }, [focusFarmer]);

  const setReading = (name: keyof IntakeReadings, value: string) =>
    setEntry((current) => ({ ...current, readings: { ...current.readings, [name]: value } }));
  const readingInput = ({ name, label, unit, step }: ReadingField) => (
    <NumberInput
      key={name}
      label={label}
      unit={unit}
      step={step}
      value={entry.readings[name]}
      onChange={(value) => setReading(name, value)}
      error={errors[name]}
    />
  );

  /** The entry's problems, shown on their fields; true when it may be recorded. */
  const check = (): boolean => {
    const found: Partial<Record<IntakeField | 'farmer', string>> = entryErrors(entry);
    if (!farmer) found.farmer = 'Choose the farmer';
    setErrors(found);
    if (found.farmer) farmerInput.current?.focus();
    else if (found.litres) litresInput.current?.focus();
    return Object.keys(found).length === 0;
  };

  const record = async (verdict: Verdict) => {
    if (!farmer) return;
    const fields = deliveryFields(entry, { producerId: farmer.producer_id, locationId: centreId, shift }, verdict);
    await onRecord(fields, farmer);
    setRecorded(
      `Recorded ${farmerLabel(farmer)}: ${formatLitres(fields.quantity_litres)} ${
        verdict.status === 'accepted' ? 'accepted' : 'rejected'
      }`,
    );
    setFarmer(null);
    setEntry(EMPTY);
    setErrors({});
    setFocusFarmer((count) => count + 1);
  };

  const start = (next: 'accept' | 'reject') => {
    if (!check()) return;
    const unusual = unusualValues(entry);
    if (unusual.length > 0) setConfirming({ next, unusual });
    else if (next === 'accept') void record({ status: 'accepted' });
    else setRejecting(true);
  };

  const what = farmer ? `${farmerLabel(farmer)}, ${entry.litres} L` : '';

  return (
    <>
      <form
        className="mz-intake__form"
        aria-label="Delivery"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start('accept');
        }}
      >
        <FarmerPicker
          ref={farmerInput}
          farmers={farmers}
          value={farmer}
          onChange={(chosen) => {
            setFarmer(chosen);
            setErrors(({ farmer: _, ...rest }) => rest);
            if (chosen) litresInput.current?.focus();
          }}
          error={errors.farmer}
          status={farmersStatus}
        />
        <NumberInput
          ref={litresInput}
          label="Litres"
          unit="L"
          step="0.1"
          required
          value={entry.litres}
          onChange={(litres) => setEntry((current) => ({ ...current, litres }))}
          error={errors.litres}
        />
        <fieldset className="mz-intake__readings">
          <legend className="mz-intake__label">Quick readings (optional)</legend>
          <div className="mz-intake__alcohol" role="radiogroup" aria-label="Alcohol test">
            <span className="mz-intake__muted">Alcohol test</span>
            {(
              [
                ['', 'Not done'],
                ['pass', 'Pass'],
                ['fail', 'Fail'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="mz-intake__choice">
                <input
                  type="radio"
                  name="alcohol_test"
                  value={value}
                  checked={entry.readings.alcohol_test === value}
                  onChange={() => setReading('alcohol_test', value)}
                />
                {label}
              </label>
            ))}
          </div>
          <div className="mz-intake__row">{QUICK_READINGS.map(readingInput)}</div>
          <details className="mz-intake__more">
            <summary>Analyser readings</summary>
            <div className="mz-intake__row">{ANALYSER_READINGS.map(readingInput)}</div>
          </details>
        </fieldset>
        <div className="mz-intake__actions">
          <Button type="submit" size="large">
            Accept
          </Button>
          <Button variant="secondary" size="large" onClick={() => start('reject')}>
            Reject
          </Button>
        </div>
        <p className="mz-intake__recorded" role="status">
          {recorded}
        </p>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Record this delivery?"
          confirmLabel={confirming.next === 'accept' ? 'Record' : 'Go on to reject'}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            const { next } = confirming;
            setConfirming(null);
            if (next === 'accept') void record({ status: 'accepted' });
            else setRejecting(true);
          }}
        >
          <p>{what}</p>
          {confirming.unusual.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ConfirmDialog>
      )}
      {rejecting && (
        <RejectDialog
          what={what}
          onClose={() => setRejecting(false)}
          onReject={async (reason) => {
            setRejecting(false);
            await record({ status: 'rejected', reason });
          }}
        />
      )}
    </>
  );
}
