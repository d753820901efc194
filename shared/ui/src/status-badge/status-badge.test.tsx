import { render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('writes the status, coloured by its tone', () => {
    render(<StatusBadge label="In Progress" tone="info" />);
    expect(screen.getByText('In Progress')).toHaveClass('mz-status-badge--info');
  });

  it('is neutral by default', () => {
    render(<StatusBadge label="Ordered" />);
    expect(screen.getByText('Ordered')).toHaveClass('mz-status-badge--neutral');
  });
});
