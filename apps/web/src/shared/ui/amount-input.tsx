import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField, type TextFieldProps } from './text-field';

export type AmountInputProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'> & {
  /** null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max: number;
};

/** What the field changed of the input, if anything. */
type Notice = 'wholeOnly' | 'capped' | 'raised';

/**
 * A whole amount between min and max (spec section 5): only digits are taken, anything above the
 * maximum becomes the maximum as it is typed, and an empty or too small value becomes the minimum
 * when the field is left. A text field, not type=number, so a wheel or a stray "e" cannot change it.
 * Whenever it changes what was typed ("1.5" keeps 15, "-5" keeps 5), it says so under the field
 * until the next keystroke that it takes as it is.
 */
export function AmountInput({ value, onChange, min = 0, max, onBlur, hint, ...props }: AmountInputProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const digits = typed.replace(/\D/g, '');
    const capped = digits !== '' && Number(digits) > max;
    setNotice(capped ? 'capped' : digits !== typed ? 'wholeOnly' : null);
    onChange(digits === '' ? null : Math.min(Number(digits), max));
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (value === null || value < min) {
      onChange(min);
      setNotice('raised');
    }
    onBlur?.(event);
  };
  return (
    <TextField
      {...props}
      hint={
        notice ? <span role="status">{t(`amount.${notice}`, { min: min.toLocaleString('en'), max: max.toLocaleString('en') })}</span> : hint
      }
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value === null ? '' : String(value)}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
