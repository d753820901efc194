import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Spinner } from './spinner';

describe('Button', () => {
  it('is a primary, default-size button of type "button" unless told otherwise', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('mz-button--primary', 'mz-button--default');
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`mz-button--${variant}`);
  });

  it.each(['small', 'default', 'large', 'icon'] as const)('renders the %s size', (size) => {
    render(
      <Button size={size} aria-label="Add">
        +
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toHaveClass(`mz-button--${size}`);
  });

  it('is disabled while loading, keeps its text and is described as loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save Driver
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save Driver' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleDescription('Loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes native props and the ref through', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = jest.fn();
    render(
      <Button ref={ref} type="submit" onClick={onClick} title="Submit form">
        Submit
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Submit' }));
    expect(ref.current).toHaveAttribute('type', 'submit');
    await userEvent.click(ref.current!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading farmers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading farmers');
    expect(screen.getByText('Loading farmers')).toHaveClass('mz-visually-hidden');
  });

  it('can show its label on screen', () => {
    render(<Spinner label="Loading..." showLabel />);
    expect(screen.getByText('Loading...')).not.toHaveClass('mz-visually-hidden');
  });
});

describe('Button focus while loading', () => {
  it('gives focus back when loading ends, after disabling itself dropped it', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(<Button loading>Save</Button>);
    button.blur(); // what a browser does to a focused button that becomes disabled
    rerender(<Button>Save</Button>);
    expect(button).toHaveFocus();
  });
});
