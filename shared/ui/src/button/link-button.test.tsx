import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a button named by its text that calls onClick when pressed', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    render(<LinkButton onClick={onClick}>Amina Otieno</LinkButton>);
    const button = screen.getByRole('button', { name: 'Amina Otieno' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and pressed with Enter or Space', async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    render(<LinkButton onClick={onClick}>Amina Otieno</LinkButton>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Amina Otieno' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('never submits the form it sits in', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={onSubmit}>
        <LinkButton>Amina Otieno</LinkButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Amina Otieno' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a class and attributes it is given', () => {
    render(
      <LinkButton className="extra" aria-describedby="hint">
        Open
      </LinkButton>,
    );
    expect(screen.getByRole('button', { name: 'Open' })).toHaveClass('mz-link-button', 'extra');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-describedby', 'hint');
  });
});
