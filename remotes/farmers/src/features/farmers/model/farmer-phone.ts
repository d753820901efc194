/**
 * A farmer's phone number as the API stores it (docs/screens.md#add-new-farmer): a Kenyan
 * mobile number written locally (0712 345 678, 0110 ...), with the country code (+254712345678)
 * or without the plus (254712345678), spaces, dashes and brackets ignored, becomes
 * 254712345678; anything else is refused. The form says so at the field before sending, so
 * that an SMS can always reach the number on file.
 */
const KENYAN_MOBILE = /^(?:\+?254|0)([17]\d{8})$/;

/** What the Phone Number field says for a number the API would refuse. */
export const FARMER_PHONE_MESSAGE = 'Enter a Kenyan mobile number, e.g. 0712 345 678 or +254712345678';

/**
 * The number in the API's form, or null when it is not a Kenyan mobile number.
 *
 * @example normaliseFarmerPhone('0712 345 678') // '254712345678'
 */
export function normaliseFarmerPhone(value: string): string | null {
  const match = KENYAN_MOBILE.exec(value.replace(/[\s\-().]/g, ''));
  return match ? `254${match[1]}` : null;
}

/**
 * A stored number as Kenyans write and read it, in groups: 254712345678 -> "0712 345 678".
 * A number stored before the API checked them is shown as it is.
 *
 * @example shownFarmerPhone('254712345678') // '0712 345 678'
 */
export function shownFarmerPhone(stored: string | null | undefined): string | undefined {
  if (!stored) return undefined;
  const normalised = normaliseFarmerPhone(stored);
  if (!normalised) return stored;
  const local = `0${normalised.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
