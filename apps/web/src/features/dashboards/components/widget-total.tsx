import { FitText } from '@/shared/ui/fit-text';

/** One big number: the figure over every employee and the whole period, right under its title. */
export function WidgetTotal({ value }: { value: string }) {
  return (
    <p className="overflow-hidden text-4xl font-semibold tracking-tight text-txt tabular-nums sm:text-2xl">
      <FitText text={value} />
    </p>
  );
}
