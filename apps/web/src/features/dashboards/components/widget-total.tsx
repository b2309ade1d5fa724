/** One big number: the figure over every employee and the whole period. */
export function WidgetTotal({ value }: { value: string }) {
  return <p className="mt-auto truncate text-4xl font-semibold tracking-tight text-txt tabular-nums sm:text-2xl">{value}</p>;
}
