import { useFileObjectUrl, useRecordHistory } from '@maziwa/api-client';
import type { DriverReportRow, PersonProfile } from '@maziwa/contracts';
import { DetailsList, Dialog, displayDay, genderOptions, QueryState, RecordHistory } from '@maziwa/ui';
import { useDriverDetails } from '../api/get-driver-details';
import { DriverStatusBadge } from './driver-status-badge';
import './driver-dialogs.css';

export interface DriverDetailsDialogProps {
  driver: DriverReportRow;
  onClose(): void;
}

function DriverPhoto({ fileId, name }: { fileId: string; name: string }) {
  const photo = useFileObjectUrl(fileId);
  if (photo.error) return <span className="mz-dialog__error">The photo could not be loaded</span>;
  if (!photo.url) return <span role="status">Loading ...</span>;
  return <img className="driver-details__photo" src={photo.url} alt={`Photo of ${name}`} />;
}

function LicenseDocumentLink({ fileId }: { fileId: string }) {
  const document = useFileObjectUrl(fileId);
  if (document.error) return <span className="mz-dialog__error">The document could not be loaded</span>;
  if (!document.url) return <span role="status">Loading ...</span>;
  return (
    <a href={document.url} target="_blank" rel="noopener noreferrer">
      Open license document
    </a>
  );
}

/** What the Add New Driver form stored; what nobody gave stays empty and the list says N/A. */
function ProfileDetails({ profile, name }: { profile: PersonProfile; name: string }) {
  const day = (value?: string) => value && displayDay(value);
  const gender = genderOptions.find((option) => option.value === profile.gender)?.label;
  const { photo_file_id: photo, license_document_file_id: licenseDocument } = profile;
  return (
    <>
      <DetailsList.Item label="Photo">{photo && <DriverPhoto fileId={photo} name={name} />}</DetailsList.Item>
      <DetailsList.Item label="Date of Birth">{day(profile.date_of_birth)}</DetailsList.Item>
      <DetailsList.Item label="Gender">{gender}</DetailsList.Item>
      <DetailsList.Item label="License Number">{profile.license_number}</DetailsList.Item>
      <DetailsList.Item label="License Expiry">{day(profile.license_expiry)}</DetailsList.Item>
      <DetailsList.Item label="License Document">
        {licenseDocument && <LicenseDocumentLink fileId={licenseDocument} />}
      </DetailsList.Item>
      <DetailsList.Item label="Date of Hire">{day(profile.date_of_hire)}</DetailsList.Item>
      <DetailsList.Item label="Additional Info">{profile.additional_info}</DetailsList.Item>
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
      <DetailsList>
        <DetailsList.Item label="Driver Name">{driver.driver_name}</DetailsList.Item>
        <DetailsList.Item label="Driver ID">{driver.driver_id}</DetailsList.Item>
        <DetailsList.Item label="Contact Information">{driver.contact_information}</DetailsList.Item>
        <DetailsList.Item label="Status">
          <DriverStatusBadge status={driver.status} />
        </DetailsList.Item>
        {details.data && <ProfileDetails profile={details.data.profile ?? {}} name={driver.driver_name} />}
      </DetailsList>
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
