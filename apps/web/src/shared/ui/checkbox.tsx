import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

// A native checkbox so it works with react-hook-form's register() and the browser's own keyboard handling.
export function Checkbox({ label, id, className, ref, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <div className={['flex items-center gap-2', className ?? ''].join(' ').trim()}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className={
          'size-4 shrink-0 cursor-pointer accent-accent disabled:cursor-not-allowed ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ring'
        }
        {...inputProps}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm text-txt select-none">
        {label}
      </label>
    </div>
  );
}
