import type { Definition, DefinitionPatch } from '@salespulse/contract/definitions';
import { useTranslation } from '@/shared/i18n/use-translation';
import { InlineTextInput } from '@/shared/ui/inline-text-input';
import { StageKindSelect } from './stage-kind-select';

export type StageListProps = { definitions: Definition[]; onChange: (definition: Definition, patch: DefinitionPatch) => void };

function LabelCell({ definition, onChange }: { definition: Definition; onChange: StageListProps['onChange'] }) {
  const { t } = useTranslation('definitions');
  return (
    <div className="min-w-0">
      <InlineTextInput
        value={definition.label}
        label={t('labelOf', { stage: definition.stage })}
        onSave={(label) => onChange(definition, { label })}
      />
      <p className="mt-1 truncate px-3.25 font-mono text-xs text-muted" title={definition.stage}>
        <span className="sr-only">{t('stageIdPrefix')} </span>
        {definition.stage}
      </p>
    </div>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';

export function StageTable({ definitions, onChange }: StageListProps) {
  const { t } = useTranslation('definitions');
  return (
    <table className="w-full border-collapse text-sm">
      <thead className="border-b border-basic-border bg-basic-subtle/60">
        <tr>
          <th scope="col" className={th}>
            {t('columns.label')}
          </th>
          <th scope="col" className={`${th} w-64`}>
            {t('columns.meaning')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-basic-border">
        {definitions.map((definition) => (
          <tr key={definition.id} className="hover:bg-basic-subtle/50">
            <td className="px-3 py-2">
              <LabelCell definition={definition} onChange={onChange} />
            </td>
            <td className="px-4 py-2">
              <StageKindSelect label={definition.label} kind={definition.kind} onChange={(kind) => onChange(definition, { kind })} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: the meaning goes under the label instead of beside it. */
export function StageCards({ definitions, onChange }: StageListProps) {
  return (
    <ul className="divide-y divide-basic-border">
      {definitions.map((definition) => (
        <li key={definition.id} className="flex flex-col gap-2 px-2 py-3">
          <LabelCell definition={definition} onChange={onChange} />
          <StageKindSelect
            label={definition.label}
            kind={definition.kind}
            onChange={(kind) => onChange(definition, { kind })}
            className="px-2"
          />
        </li>
      ))}
    </ul>
  );
}
