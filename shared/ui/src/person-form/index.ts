// One person form for drivers and farmers: what both forms hold, check and send about the person.
// What views show without a form (status and gender options, the days, the Edit permissions)
// is in the main entry: person/person-options.ts, format/calendar-day.ts, permissions/person-permissions.ts.
export {
  DOCUMENT_TYPES,
  emptyPersonFormValues,
  MAX_FILE_BYTES,
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
export {
  ContactInformationSection,
  PersonalDetailsSection,
  type PersonalDetailsSectionProps,
} from './person-form-sections';
export {
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
