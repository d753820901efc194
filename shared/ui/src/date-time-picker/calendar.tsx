import { DayPicker, type DayPickerProps } from 'react-day-picker';
import 'react-day-picker/style.css';

/** react-day-picker with its styles: a separate chunk, loaded when a picker first opens. */
export default function Calendar(props: DayPickerProps) {
  return <DayPicker {...props} />;
}
