import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { nextTask } from '@/test/render';
import { useCountInTasks } from './use-count-in-tasks';

function List(props: { items: string[] }) {
  const count = useCountInTasks(props.items.length, { first: 2, step: 3 });
  return (
    <ul>
      {props.items.slice(0, count).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const letters = (count: number) => 'abcdefghij'.slice(0, count).split('');

describe('useCountInTasks', () => {
  it('renders the first items at once and the rest a few more each task', async () => {
    render(<List items={letters(7)} />);
    expect(shown()).toEqual(letters(2));
    await nextTask();
    expect(shown()).toEqual(letters(5));
    await nextTask();
    expect(shown()).toEqual(letters(7));
  });

  it('goes on with items added later, keeping those already shown', async () => {
    const { rerender } = render(<List items={letters(2)} />);
    await nextTask();
    expect(shown()).toEqual(letters(2));
    rerender(<List items={letters(6)} />);
    expect(shown()).toEqual(letters(2));
    await nextTask();
    expect(shown()).toEqual(letters(5));
    await nextTask();
    expect(shown()).toEqual(letters(6));
  });
});
