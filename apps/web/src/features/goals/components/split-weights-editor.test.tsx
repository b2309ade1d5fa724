import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SplitWeightsEditor } from './split-weights-editor';

const names: Record<string, string> = { '/api/employees/a': 'Ann', '/api/employees/b': 'Bob', '/api/employees/c': 'Cy' };
const nameOf = (iri: string) => names[iri] ?? iri;

function Harness({ initial, onChange }: { initial: Record<string, number>; onChange: (weights: Record<string, number>) => void }) {
  const [weights, setWeights] = useState(initial);
  return (
    <SplitWeightsEditor
      members={Object.keys(names)}
      weights={weights}
      nameOf={nameOf}
      onChange={(next) => {
        setWeights(next);
        onChange(next);
      }}
    />
  );
}

describe('split weights editor', () => {
  it('gives every current member a weight of 1 until one is typed, and shows each share of the target', () => {
    render(<Harness initial={{}} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Weight per member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Weight of Ann')).toHaveValue(1);
    expect(screen.getAllByText('33.33% of the target')).toHaveLength(3);
  });

  it('reports every member’s weight when one changes, and the shares follow', async () => {
    const user = userEvent.setup();
    const changes: Record<string, number>[] = [];
    render(<Harness initial={{ '/api/employees/b': 2 }} onChange={(weights) => changes.push(weights)} />);
    expect(screen.getByText('50.00% of the target')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Weight of Cy'));
    await user.type(screen.getByLabelText('Weight of Cy'), '5');
    expect(changes.at(-1)).toEqual({ '/api/employees/a': 1, '/api/employees/b': 2, '/api/employees/c': 5 });
    expect(screen.getByText('62.50% of the target')).toBeInTheDocument();
    expect(screen.getByText('12.50% of the target')).toBeInTheDocument();
  });

  it('shows its error and says when the team has nobody to weigh', () => {
    const { rerender } = render(
      <SplitWeightsEditor
        members={['/api/employees/a']}
        weights={{}}
        nameOf={nameOf}
        onChange={() => undefined}
        error="Each weight must be between 0 and 1000"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Each weight must be between 0 and 1000');
    expect(screen.getByLabelText('Weight of Ann')).toHaveAttribute('aria-invalid', 'true');
    rerender(<SplitWeightsEditor members={[]} weights={{}} nameOf={nameOf} onChange={() => undefined} />);
    expect(screen.getByText('This team has no members yet.')).toBeInTheDocument();
  });
});
