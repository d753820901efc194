import { render, screen } from '@testing-library/react';
import { PaymentStatusBadge, paymentStatusLabel } from './payment-status-badge';
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

describe('PaymentStatusBadge', () => {
  it('writes a payment status in words, a delay as a warning', () => {
    render(<PaymentStatusBadge status="delayed" />);
    expect(screen.getByText('Delayed')).toHaveClass('mz-status-badge--warning');
    expect(paymentStatusLabel('in_progress')).toBe('In Progress');
  });

  it("names a draft pay run's payment and one paid in part", () => {
    expect(paymentStatusLabel('draft')).toBe('Draft');
    expect(paymentStatusLabel('partially_paid')).toBe('Partially paid');
  });

  it('says N/A when there is no payment, and an unknown status as sent', () => {
    const { container } = render(<PaymentStatusBadge status={null} />);
    expect(container).toHaveTextContent(/^N\/A$/);
    expect(paymentStatusLabel(undefined)).toBe('N/A');
    expect(paymentStatusLabel('on_hold')).toBe('on_hold');
  });
});
