import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a labelled progressbar in percent', () => {
    render(<ProgressBar value={0.456} label="Uploading photos" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photos' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('46%')).toBeInTheDocument();
  });

  it('follows the value', () => {
    const { rerender } = render(<ProgressBar value={0} label="Uploading photos" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={1} label="Uploading photos" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('keeps out-of-range values between 0 and 100', () => {
    const { rerender } = render(<ProgressBar value={1.7} label="Uploading" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-0.2} label="Uploading" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={Number.NaN} label="Uploading" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
