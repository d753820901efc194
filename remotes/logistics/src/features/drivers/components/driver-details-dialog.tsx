import { useRecordHistory } from '@maziwa/api-client';
import type { DriverReportRow, PersonProfile } from '@maziwa/contracts';
import { Dialog, QueryState, RecordHistory } from '@maziwa/ui';
import type { ReactNode } from 'react';
import { useDriverDetails } from '../api/get-driver-details';
import { useFileObjectUrl } from '../api/get-file';
import { displayDay } from './calendar-day';
import { genderOptions } from './driver-form-values';
import { DriverStatusBadge } from './driver-status-badge';
import './driver-dialogs.css';

export interface DriverDetailsDialogProps {
  driver: DriverReportRow;
  onClose(): void;
}

const NOT_GIVEN = 'N/A';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function DriverPhoto({ fileId, name }: { fileId?: string; name: string }) {
  const photo = useFileObjectUrl(fileId);
  if (!fileId) return <>{NOT_GIVEN}</>;
  if (photo.error) return <span className="driver-dialog__error">The photo could not be loaded</span>;
  if (!photo.url) return <span role="status">Loading ...</span>;
  return <img className="driver-details__photo" src={photo.url} alt={`Photo of ${name}`} />;
}

function LicenseDocumentLink({ fileId }: { fileId?: string }) {
  const document = useFileObjectUrl(fileId);
  if (!fileId) return <>{NOT_GIVEN}</>;
  if (document.error) return <span className="driver-dialog__error">The document could not be loaded</span>;
  if (!document.url) return <span role="status">Loading ...</span>;
  return (
    <a href={document.url} target="_blank" rel="noopener noreferrer">
      Open license document
    </a>
  );
}

function ProfileDetails({ profile, name }: { profile: PersonProfile; name: string }) {
  const day = (value?: string) => (value ? displayDay(value) : NOT_GIVEN);
  const gender = genderOptions.find((option) => option.value === profile.gender)?.label;
  return (
    <>
      <Detail label="Photo">
        <DriverPhoto fileId={profile.photo_file_id} name={name} />
      </Detail>
      <Detail label="Date of Birth">{day(profile.date_of_birth)}</Detail>
      <Detail label="Gender">{gender ?? NOT_GIVEN}</Detail>
      <Detail label="License Number">{profile.license_number || NOT_GIVEN}</Detail>
      <Detail label="License Expiry">{day(profile.license_expiry)}</Detail>
      <Detail label="License Document">
        <LicenseDocumentLink fileId={profile.license_document_file_id} />
      </Detail>
      <Detail label="Date of Hire">{day(profile.date_of_hire)}</Detail>
      <Detail label="Additional Info">{profile.additional_info || NOT_GIVEN}</Detail>
    </>
  );
}

/**
 * View: the driver's row and, from GET /user-roles/{id}, what the Add New Driver form
 * stored about them (photo, licence, dates). Read-only.
 */
export function DriverDetailsDialog({ driver, onClose }: DriverDetailsDialogProps) {
  const details = useDriverDetails(driver.id);
  // A driver is a role link and an account: their history is both (admins only).
  const history = useRecordHistory([driver.id, driver.user_id]);
  return (
    <Dialog open title={driver.driver_name} onClose={onClose}>
      <dl className="driver-details">
        <Detail label="Driver Name">{driver.driver_name}</Detail>
        <Detail label="Driver ID">{driver.driver_id}</Detail>
        <Detail label="Contact Information">{driver.contact_information || NOT_GIVEN}</Detail>
        <Detail label="Status">
          <DriverStatusBadge status={driver.status} />
        </Detail>
        {details.data && <ProfileDetails profile={details.data.profile ?? {}} name={driver.driver_name} />}
      </dl>
      {!details.data && (
        <QueryState
          isLoading={details.isLoading}
          error={details.error}
          loadingText="Loading ..."
          errorText="Failed to fetch user roles"
          onRetry={() => void details.refetch()}
        >
          {null}
        </QueryState>
      )}
      {history.allowed && <RecordHistory {...history} />}
    </Dialog>
  );
}
