import type { ChangeEvent, FocusEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export type AmountInputProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'> & {
  /** null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max: number;
};

/**
 * A whole amount between min and max (spec section 5): only digits are taken, anything above the
 * maximum becomes the maximum as it is typed, and an empty or too small value becomes the minimum
 * when the field is left. A text field, not type=number, so a wheel or a stray "e" cannot change it.
 */
export function AmountInput({ value, onChange, min = 0, max, onBlur, ...props }: AmountInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    onChange(digits === '' ? null : Math.min(Number(digits), max));
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (value === null || value < min) onChange(min);
    onBlur?.(event);
  };
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === null ? '' : String(value)}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
