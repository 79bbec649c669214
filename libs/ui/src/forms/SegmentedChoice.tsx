import { useId, type ReactNode } from 'react';
import './segmented-choice.css';

export interface SegmentedChoiceProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  data: readonly { value: V; label: ReactNode }[];
  /** The group's accessible name. */
  'aria-label': string;
}

/**
 * One choice among a few, side by side: native radio buttons (arrow keys move the choice), drawn
 * like Mantine's SegmentedControl but by CSS alone. SegmentedControl measures its items to slide
 * its indicator, which forces the browser to lay out the whole page while it is first drawn (about
 * 0.3 s on a slow phone for the home page's two): first pages use this one.
 */
export function SegmentedChoice<V extends string>({ value, onChange, data, 'aria-label': label }: SegmentedChoiceProps<V>) {
  const name = useId();
  return (
    <div className="fp-segmented" role="radiogroup" aria-label={label}>
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        return (
          <div className="fp-segmented-item" key={item.value}>
            <input type="radio" id={id} name={name} value={item.value} checked={item.value === value} onChange={() => onChange(item.value)} />
            <label htmlFor={id}>{item.label}</label>
          </div>
        );
      })}
    </div>
  );
}
