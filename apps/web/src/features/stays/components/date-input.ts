// The date pickers with their styles, so no screen can show one unstyled.
import '@mantine/dates/styles.css';

export { DatePickerInput } from '@mantine/dates';
