import { format } from 'date-fns';
import { DayPicker, type DayPickerProps, type Labels } from 'react-day-picker';
import 'react-day-picker/style.css';

/**
 * A day button's name, "Sunday 1 November 2026" (day first, as the console writes dates). It
 * holds the number the button shows as a word of its own: react-day-picker's "November 1st"
 * does not, so a person using voice control who says "click 1" is not understood
 * (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export const labelDayButton: Labels['labelDayButton'] = (date, modifiers, options, dateLib) => {
  const pattern = 'EEEE d MMMM yyyy';
  let label = dateLib ? dateLib.format(date, pattern) : format(date, pattern, options);
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
};

/** react-day-picker with its styles: a separate chunk, loaded when a picker first opens. */
export default function Calendar({ labels, ...props }: DayPickerProps) {
  return <DayPicker labels={{ labelDayButton, ...labels }} {...props} />;
}
