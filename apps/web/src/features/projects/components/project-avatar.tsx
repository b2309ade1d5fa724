const palette = [
  'bg-accent-soft text-accent-text',
  'bg-special-soft text-special-text',
  'bg-status-success-soft text-status-success-text',
  'bg-status-info-soft text-status-info',
];

// The same name always gets the same colour, so a project is recognisable at a glance.
function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 997;
  return palette[hash % palette.length] ?? '';
}

export function ProjectAvatar({ name, className = 'size-11 text-base' }: { name: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`grid shrink-0 place-items-center rounded-md font-semibold ${colourOf(name)} ${className}`}>
      {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?'}
    </span>
  );
}
