import { errorMessage, saveBlob } from '@maziwa/api-client';
import { Button, Dialog, formatNumber } from '@maziwa/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useImportFarmers, type ImportOutcome } from '../api/import-farmers';
import { checkFarmerCsv, FARMER_CSV_TEMPLATE, MAX_FARMERS_PER_FILE, type FarmerCsvCheck } from '../model/farmer-csv';
import { FARMER_CSV_COLUMNS } from '../model/farmer-csv-schema';
import { readFileText } from '../model/read-file-text';
import './upload-farmers-dialog.css';

export interface UploadFarmersDialogProps {
  onClose(): void;
}

/** Line mistakes shown at once; a file full of them says how many more there are. */
const SHOWN_MISTAKES = 50;

const farmers = (n: number) => `${formatNumber(n)} ${n === 1 ? 'farmer' : 'farmers'}`;

/**
 * Upload: farmers from a CSV file (full_name, phone, email, member_number; a template to
 * download). Every line is checked in the browser first and its mistakes shown; the good
 * lines are then created one by one (person and Producer link together), with progress
 * and a summary of who was created and who was refused, and why.
 */
export function UploadFarmersDialog({ onClose }: UploadFarmersDialogProps) {
  const inputId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [check, setCheck] = useState<FarmerCsvCheck | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const upload = useImportFarmers((done, total) => setProgress({ done, total }));
  const running = upload.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setCheck(null);
    setReadError(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    try {
      setCheck(checkFarmerCsv(await readFileText(file)));
    } catch (error) {
      setReadError(errorMessage(error));
    }
  };

  const create = () => {
    if (!check) return;
    setProgress({ done: 0, total: check.valid.length });
    upload.mutate(check.valid, { onSuccess: setOutcome });
  };

  const close = () => {
    if (!running) onClose();
  };

  const downloadTemplate = () =>
    saveBlob(new Blob([FARMER_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'farmers-template.csv');

  const footer = outcome ? (
    <Button onClick={onClose}>Done</Button>
  ) : (
    <>
      <Button variant="secondary" onClick={close} disabled={running}>
        Cancel
      </Button>
      <Button onClick={create} loading={running} disabled={!check || check.valid.length === 0}>
        {check && check.valid.length > 0 ? `Create ${farmers(check.valid.length)}` : 'Create farmers'}
      </Button>
    </>
  );

  return (
    <Dialog open title="Upload Farmers" onClose={close} footer={footer}>
      {outcome ? (
        <ImportSummary outcome={outcome} />
      ) : (
        <div className="upload-farmers">
          <p className="upload-farmers__text">
            {`A CSV file with the columns ${FARMER_CSV_COLUMNS.join(', ')}, one farmer a line, at most ${formatNumber(MAX_FARMERS_PER_FILE)}.`}
          </p>
          <Button variant="secondary" size="small" onClick={downloadTemplate}>
            Download template
          </Button>
          <div className="upload-farmers__field">
            <label htmlFor={inputId} className="upload-farmers__label">
              CSV file
            </label>
            <input id={inputId} type="file" accept=".csv,text/csv" onChange={choose} disabled={running} />
          </div>
          {readError && (
            <p className="upload-farmers__error" role="alert">
              {`${fileName ?? 'The file'} could not be read: ${readError}`}
            </p>
          )}
          {check && <CheckResult check={check} />}
          {running && progress && (
            <div>
              <progress
                className="upload-farmers__progress"
                max={progress.total}
                value={progress.done}
                aria-label="Farmers created"
              />
              <p
                className="upload-farmers__text"
                role="status"
              >{`Creating farmers: ${progress.done} of ${progress.total} done`}</p>
            </div>
          )}
          {upload.error != null && (
            <p className="upload-farmers__error" role="alert">
              {`Nothing was created: ${errorMessage(upload.error)}`}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

function CheckResult({ check }: { check: FarmerCsvCheck }) {
  if (check.fileError) {
    return (
      <p className="upload-farmers__error" role="alert">
        {check.fileError}
      </p>
    );
  }
  const more = check.invalid.length - SHOWN_MISTAKES;
  return (
    <div role="status" aria-label="File check">
      <p className="upload-farmers__text">
        {`${farmers(check.valid.length)} ready to create.`}
        {check.invalid.length > 0 &&
          ` ${check.invalid.length} ${check.invalid.length === 1 ? 'line has' : 'lines have'} mistakes and will be left out:`}
      </p>
      {check.invalid.length > 0 && (
        <ul className="upload-farmers__list" aria-label="Lines with mistakes">
          {check.invalid.slice(0, SHOWN_MISTAKES).map(({ line, errors }) => (
            <li key={line}>{`Line ${line}: ${errors.join('; ')}`}</li>
          ))}
          {more > 0 && <li>{`and ${more} more`}</li>}
        </ul>
      )}
    </div>
  );
}

function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  return (
    <div role="status" aria-label="Upload summary">
      <p className="upload-farmers__text">{`Created ${farmers(outcome.created.length)}.`}</p>
      {outcome.failed.length > 0 && (
        <>
          <p className="upload-farmers__error">{`Failed ${outcome.failed.length}:`}</p>
          <ul className="upload-farmers__list" aria-label="Farmers not created">
            {outcome.failed.map(({ farmer, reason }) => (
              <li key={farmer.line}>{`Line ${farmer.line} (${farmer.values.member_number}): ${reason}`}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
