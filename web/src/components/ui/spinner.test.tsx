import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it.each(['dots', 'pulse', 'ring'] as const)('the %s style is a labelled status', (variant) => {
    render(<Spinner variant={variant} label="Loading your matches" />);
    const status = screen.getByRole('status', { name: 'Loading your matches' });
    expect(status).toHaveAttribute('data-variant', variant);
    expect(status).toHaveTextContent('Loading your matches');
  });

  it('says "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
