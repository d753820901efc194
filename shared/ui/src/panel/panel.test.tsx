import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

it('is a region named by its title, with its note, actions and content', () => {
  render(
    <Panel title="Collection Centres" note="Litre-weighted." actions={<button type="button">Close</button>}>
      <p>rows</p>
    </Panel>,
  );
  const region = screen.getByRole('region', { name: 'Collection Centres' });
  expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Collection Centres' }));
  expect(region).toHaveTextContent('Litre-weighted.');
  expect(region).toContainElement(screen.getByRole('button', { name: 'Close' }));
  expect(region).toHaveTextContent('rows');
});

it('shows several notes as a list, one rule each', () => {
  render(
    <Panel
      title="Work per officer"
      note={['Visits done count by their day.', 'Calls are the call logs of the period.']}
    >
      <p>rows</p>
    </Panel>,
  );
  const rules = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(rules).toEqual(['Visits done count by their day.', 'Calls are the call logs of the period.']);
});
