import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error.tsx';

describe('FieldError', () => {
  it('announces the message, describing the field that points at its id', () => {
    render(
      <>
        <input aria-label="Title" aria-describedby="title-error" />
        <FieldError id="title-error">Enter a title.</FieldError>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a title.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
  });

  it('is not announced when not live', () => {
    render(
      <FieldError id="title-error" live={false}>
        Enter a title.
      </FieldError>,
    );
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="title-error">{''}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });
});
