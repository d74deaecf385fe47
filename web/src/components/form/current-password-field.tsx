import type { ReactNode } from 'react';
import { TextField } from './text-field';

export type CurrentPasswordFieldProps = { helperText?: ReactNode };

/** The current password (current_password) that a change to how the account logs in asks for. */
export function CurrentPasswordField({ helperText }: CurrentPasswordFieldProps) {
  return (
    <TextField
      name="current_password"
      label="Current password"
      type="password"
      required
      autoComplete="current-password"
      helperText={helperText}
    />
  );
}
