import { useId } from '@mantine/hooks';
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';

let renders = 0;

function Labelled() {
  const id = useId();
  renders += 1;
  return <span data-testid="labelled" id={id} />;
}

// build/preact.ts: mantineIdsWithoutRerender.
describe("Mantine's ids on Preact", () => {
  it('keep the id of the first render, without rendering the component again as it mounts', async () => {
    renders = 0;
    render(<Labelled />);
    const first = screen.getByTestId('labelled').id;
    expect(first).toMatch(/^mantine-./);
    // Mantine's own version sets its random id in an effect, after the first render.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('labelled').id).toBe(first);
    expect(renders).toBe(1);
  });

  it('keep an id given to the component', () => {
    function Given() {
      return <span data-testid="given" id={useId('given-id')} />;
    }
    render(<Given />);
    expect(screen.getByTestId('given').id).toBe('given-id');
  });
});
