// One person form for drivers and farmers: what both forms hold, check and send about the person.
export { calendarDay, displayDay, today, yearsBefore } from './calendar-day';
export {
  DOCUMENT_TYPES,
  emptyPersonFormValues,
  genderOptions,
  MAX_FILE_BYTES,
  personStatusOptions,
  PHOTO_TYPES,
  type PersonFormValues,
} from './person-form-values';
export {
  additionalInfoRule,
  notInTheFuture,
  optionalDay,
  optionalFile,
  personRules,
  requiredDay,
  requiredText,
  statusRule,
  type DayRule,
  type PersonRulesOptions,
} from './person-form-rules';
export { ContactInformationSection, PersonalDetailsSection, type PersonalDetailsSectionProps } from './person-form-sections';
export {
  EDIT_PERSON_PERMISSIONS,
  PERSON_FIELD_OF,
  personFormValuesOf,
  personProfileEntries,
  profileToCreate,
  profileToUpdate,
  splitFullName,
  toNewPersonUser,
  toPersonUserUpdate,
  type NewPersonUser,
  type PersonUserUpdate,
} from './person-payload';
