import { supportMessages } from '@swapsies/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render-app.tsx';
import { AboutPage } from './about-page.tsx';

describe('about page', () => {
  it('describes the product, and Close goes back to the page before', async () => {
    const user = userEvent.setup();
    renderPage(<AboutPage />, '/about', '/about', '/friends');
    expect(screen.getByRole('heading', { name: supportMessages.aboutTitle })).toBeInTheDocument();
    expect(screen.getByText(/free social swap platform/)).toBeInTheDocument();
    expect(screen.getByText(/partner charities/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/friends');
  });

  it('closes to Seek when the visit began on it', async () => {
    const user = userEvent.setup();
    renderPage(<AboutPage />, '/about');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/seek');
  });
});
