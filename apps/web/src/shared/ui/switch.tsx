import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

// A checkbox with role="switch": native keyboard handling and register() support, read as on/off.
export function Switch({ label, description, id, className, ref, ...inputProps }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={['flex items-start justify-between gap-4', className ?? ''].join(' ').trim()}>
      <div className="min-w-0">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium text-txt select-none">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={description ? descriptionId : undefined}
          className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...inputProps}
        />
        <span
          aria-hidden="true"
          className={
            'h-6 w-11 rounded-full bg-basic-border-strong transition-colors duration-150 peer-checked:bg-accent ' +
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-ring ' +
            'peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full ' +
            'after:bg-white after:shadow-card after:transition-transform after:duration-150 peer-checked:after:translate-x-5'
          }
        />
      </span>
    </div>
  );
}
