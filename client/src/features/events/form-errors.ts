import { MISSING_REQUIRED } from '@shared/constants';

/** Under a field, 'Required' stands for the form-wide 'Please fill in all required fields.' (shown as a toast). */
export const fieldMessage = (message: string | undefined) => (message === MISSING_REQUIRED ? 'Required' : message);
