import { useFileObjectUrl } from '@maziwa/api-client';
import { DetailsList, displayDay, formatDate, genderOptions, personStatusOptions } from '@maziwa/ui';
import type { FarmerRecord } from '../api/get-farmer';
import { smsLanguageOptions } from '../model/farmer-form-values';
import { shownFarmerPhone } from '../model/farmer-phone';
import './farmer-profile.css';

function FarmerPhoto({ fileId, name }: { fileId: string; name: string }) {
  const photo = useFileObjectUrl(fileId);
  if (photo.error) return <span>The photo could not be loaded</span>;
  if (!photo.url) return <span role="status">Loading ...</span>;
  return <img className="mz-farmer-profile__photo" src={photo.url} alt={`Photo of ${name}`} />;
}

const labelOf = (options: { value: string; label: string }[], value?: string) =>
  options.find((option) => option.value === value)?.label;

/**
 * What is known of a farmer: photo, member id, status, dates, contact, route, centre and SMS, as
 * the farmer form stored them; what nobody gave says N/A.
 *
 * @example <FarmerProfile farmer={useFarmer(id).data} name="Jane Wanjiru" />
 */
export function FarmerProfile({ farmer, name }: { farmer: FarmerRecord; name: string }) {
  const { profile, user } = farmer;
  const day = (value?: string) => value && displayDay(value);
  return (
    <DetailsList className="mz-farmer-profile">
      <DetailsList.Item label="Photo">
        {profile.photo_file_id && <FarmerPhoto fileId={profile.photo_file_id} name={name} />}
      </DetailsList.Item>
      <DetailsList.Item label="Member ID">{farmer.member_id}</DetailsList.Item>
      <DetailsList.Item label="Status">{labelOf(personStatusOptions, farmer.status)}</DetailsList.Item>
      <DetailsList.Item label="Date of Birth">{day(profile.date_of_birth)}</DetailsList.Item>
      <DetailsList.Item label="Gender">{labelOf(genderOptions, profile.gender)}</DetailsList.Item>
      <DetailsList.Item label="Phone Number">{shownFarmerPhone(user?.contact_info.phone)}</DetailsList.Item>
      <DetailsList.Item label="Email Address">{user?.email}</DetailsList.Item>
      <DetailsList.Item label="Address">{user?.contact_info.address}</DetailsList.Item>
      <DetailsList.Item label="Date of Joining">{day(profile.date_of_hire)}</DetailsList.Item>
      <DetailsList.Item label="Registered">{formatDate(farmer.created_at)}</DetailsList.Item>
      <DetailsList.Item label="Assigned Route">
        {(farmer.routes ?? []).map((route) => route.name).join(', ')}
      </DetailsList.Item>
      <DetailsList.Item label="Collection Center">
        {(farmer.locations ?? []).map((centre) => centre.name).join(', ')}
      </DetailsList.Item>
      <DetailsList.Item label="Additional Info">{profile.additional_info}</DetailsList.Item>
      <DetailsList.Item label="SMS Language">
        {labelOf(smsLanguageOptions, farmer.sms_language ?? 'en')}
      </DetailsList.Item>
      <DetailsList.Item label="Delivery SMS">
        {farmer.delivery_sms_opt_out ? 'Not sent (the farmer opted out)' : 'Sent after every delivery'}
      </DetailsList.Item>
    </DetailsList>
  );
}
